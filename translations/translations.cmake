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
