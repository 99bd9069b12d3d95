# Small helpers so that each target file stays a few lines long.

# assay_add_test(NAME tst_x SOURCES a.cpp [DEPENDS assay_ui] [GUI] [SERVERS] [SAMPLE] [TIMEOUT s])
#   A QtTest executable linked against the libraries (never recompiling their sources).
#   GUI     runs it on the offscreen platform.
#   SERVERS needs the PostgreSQL and MariaDB servers that the db_servers fixture starts.
#   SAMPLE  needs the sample database that the sample_db fixture creates.
function(assay_add_test)
    cmake_parse_arguments(T "GUI;SERVERS;SAMPLE" "NAME;TIMEOUT" "SOURCES;DEPENDS;LABELS" ${ARGN})
    add_executable(${T_NAME} ${T_SOURCES})
    target_link_libraries(${T_NAME} PRIVATE assay_testsupport ${T_DEPENDS})
    add_test(NAME ${T_NAME} COMMAND ${T_NAME})
    if(NOT T_TIMEOUT)
        set(T_TIMEOUT 300)
    endif()
    # QtTest's own per-function watchdog (5 min) would kill a longer test before CTest's limit.
    math(EXPR function_timeout_ms "(${T_TIMEOUT} - 10) * 1000")
    set(env "QTEST_FUNCTION_TIMEOUT=${function_timeout_ms}"
            "ASSAY_TEST_OUTPUT=${CMAKE_BINARY_DIR}/test-output"
            "ASSAY_TEST_SERVERS=${CMAKE_BINARY_DIR}/test-servers/servers.env"
            "ASSAY_TEST_SAMPLE=${CMAKE_BINARY_DIR}/test-data/retail.sqlite"
            "ASSAY_SHARED_DATA=${ASSAY_SHARED_DATA_DIR}"
            "ASSAY_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
            "ASSAY_EN_QM=${CMAKE_BINARY_DIR}/ui/assay_en.qm"
            "ASSAY_NO_KEYCHAIN=1"
            "QT_LOGGING_RULES=qt.qpa.*=false")
    if(T_GUI)
        list(APPEND env "QT_QPA_PLATFORM=offscreen")
    endif()
    set_tests_properties(${T_NAME} PROPERTIES ENVIRONMENT "${env}")
    set(fixtures "")
    if(T_SERVERS)
        list(APPEND fixtures db_servers)
    endif()
    if(T_SAMPLE)
        list(APPEND fixtures sample_db)
    endif()
    if(fixtures)
        set_tests_properties(${T_NAME} PROPERTIES FIXTURES_REQUIRED "${fixtures}")
    endif()
    set_tests_properties(${T_NAME} PROPERTIES TIMEOUT ${T_TIMEOUT})
    if(T_LABELS)
        set_tests_properties(${T_NAME} PROPERTIES LABELS "${T_LABELS}")
    endif()
endfunction()
