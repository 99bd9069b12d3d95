# Translations, included from ui/CMakeLists.txt (the .qm files are embedded in assay_ui under
# :/i18n, so every executable that links the UI has them).
#   cmake --build BUILD --target update_translations   lupdate: refresh the .ts files from the sources
#   (the .qm files are built by lrelease with assay_ui)
# Every message has a real context: QObject classes use their own tr(); everything else calls
# `Tr::tr()` on its folder's Tr struct (core/<folder>/<folder>tr.h, app/apptr.h, ui/uitr.h), whose
# Q_DECLARE_TR_FUNCTIONS names a fixed context ("Assay::Agents"), so lupdate sees every string of
# ui/, core/ and app/.
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

file(GLOB_RECURSE ASSAY_TR_SOURCES CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h
    ${PROJECT_SOURCE_DIR}/core/*.cpp ${PROJECT_SOURCE_DIR}/core/*.h
    ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h)

set(ASSAY_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/assay_de.ts
    ${PROJECT_SOURCE_DIR}/translations/assay_zh_CN.ts)
qt_add_translations(assay_ui
    TS_FILES ${ASSAY_TS_FILES}
    SOURCES ${ASSAY_TR_SOURCES}
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/core ${PROJECT_SOURCE_DIR}/app
    RESOURCE_PREFIX "/i18n"
    LUPDATE_OPTIONS -locations none -no-obsolete
    LRELEASE_OPTIONS -nounfinished -removeidentical)

# English needs only its plural forms ("%n cell(s)" → "1 cell", "2 cells"): assay_en.ts holds
# just the %n messages (lupdate -pluralonly), and its .qm is loaded when the window is English.
set(ASSAY_EN_TS ${PROJECT_SOURCE_DIR}/translations/assay_en.ts)
qt_add_lupdate(assay_en_plurals
    TS_FILES ${ASSAY_EN_TS}
    SOURCES ${ASSAY_TR_SOURCES}
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/core ${PROJECT_SOURCE_DIR}/app
    OPTIONS -locations none -no-obsolete -pluralonly)
set(ASSAY_EN_QM ${CMAKE_CURRENT_BINARY_DIR}/assay_en.qm)
add_custom_command(OUTPUT ${ASSAY_EN_QM}
    COMMAND Qt6::lrelease -nounfinished ${ASSAY_EN_TS} -qm ${ASSAY_EN_QM}
    DEPENDS Qt6::lrelease ${ASSAY_EN_TS}
    VERBATIM)
set_source_files_properties(${ASSAY_EN_QM} PROPERTIES QT_RESOURCE_ALIAS assay_en.qm)
qt_add_resources(assay_ui assay_en_plurals PREFIX /i18n FILES ${ASSAY_EN_QM})
