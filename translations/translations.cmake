# Translations, included from ui/CMakeLists.txt (the .qm files are embedded in assay_ui under
# :/i18n, so every executable that links the UI has them).
#   cmake --build BUILD --target update_translations   lupdate: refresh the .ts files from the sources
#   (the .qm files are built by lrelease with assay_ui)
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

# Every UI source, and the core sources whose messages reach the user through
# QCoreApplication::translate or a QObject's tr(). Core files with a file-local `tr()` helper are
# included only for the folders whose messages the window shows (notebook, charts, insights, db):
# lupdate files their strings under a namespace context that differs from the one the helper
# passes at run time, so installTranslations() adds a fallback that finds a translation by its
# source text when the context has none (ui/settings/appearance.cpp).
file(GLOB_RECURSE ASSAY_TR_UI CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h)
file(GLOB_RECURSE ASSAY_TR_CORE CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/core/*.cpp ${PROJECT_SOURCE_DIR}/core/*.h)
set(ASSAY_TR_SOURCES ${ASSAY_TR_UI})
foreach(f IN LISTS ASSAY_TR_CORE)
    file(STRINGS ${f} local_tr REGEX "^(static )?QString tr\\(const char")
    if(NOT local_tr OR f MATCHES "/core/(notebook|charts|insights|db)/")
        list(APPEND ASSAY_TR_SOURCES ${f})
    endif()
endforeach()

set(ASSAY_TS_FILES
    ${PROJECT_SOURCE_DIR}/translations/assay_de.ts
    ${PROJECT_SOURCE_DIR}/translations/assay_zh_CN.ts)
qt_add_translations(assay_ui
    TS_FILES ${ASSAY_TS_FILES}
    SOURCES ${ASSAY_TR_SOURCES}
    INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR}/ui ${PROJECT_SOURCE_DIR}/core
    RESOURCE_PREFIX "/i18n"
    LUPDATE_OPTIONS -locations none -no-obsolete
    LRELEASE_OPTIONS -nounfinished -removeidentical)
# The .ts files themselves, for the source-text fallback.
qt_add_resources(assay_ui assay_ui_ts
    PREFIX "/i18n"
    BASE ${PROJECT_SOURCE_DIR}/translations
    FILES ${ASSAY_TS_FILES})
