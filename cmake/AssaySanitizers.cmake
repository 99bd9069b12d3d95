# ASSAY_SANITIZE: sanitizers for every target of the build, as the compiler spells them:
#   cmake -S . -B build-asan -G Ninja -DASSAY_SANITIZE=address,undefined
# Empty or OFF: none. ON: address,undefined. Works with GCC and Clang. Adds -fsanitize=... and
# -fno-omit-frame-pointer (readable stacks) to compiling and linking. ctest in such a build reads
# tests/sanitizers/sanitizers.cmake, which sets ASAN/UBSAN/LSAN options with our suppression
# files unless they are already set in the environment. See README.md, "Sanitizers and fuzzing".

set(ASSAY_SANITIZE "" CACHE STRING
    "Sanitizers for all targets, comma separated (e.g. address,undefined); empty or OFF for none")

set(ASSAY_SANITIZERS "")
if(ASSAY_SANITIZE AND NOT ASSAY_SANITIZE STREQUAL "")
    if(ASSAY_SANITIZE STREQUAL "ON" OR ASSAY_SANITIZE STREQUAL "TRUE" OR ASSAY_SANITIZE STREQUAL "1")
        set(ASSAY_SANITIZERS "address,undefined")
    else()
        string(REPLACE ";" "," ASSAY_SANITIZERS "${ASSAY_SANITIZE}")
        string(REPLACE " " "" ASSAY_SANITIZERS "${ASSAY_SANITIZERS}")
    endif()
endif()

if(ASSAY_SANITIZERS)
    message(STATUS "Sanitizers: ${ASSAY_SANITIZERS}")
    add_compile_options(-fsanitize=${ASSAY_SANITIZERS} -fno-omit-frame-pointer)
    add_link_options(-fsanitize=${ASSAY_SANITIZERS})
    # Sanitizer options and suppressions for every test that ctest runs in this build.
    set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY
        TEST_INCLUDE_FILES ${PROJECT_SOURCE_DIR}/tests/sanitizers/sanitizers.cmake)
endif()
