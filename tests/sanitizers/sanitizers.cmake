# Read by ctest (TEST_INCLUDE_FILES) in a build configured with -DASSAY_SANITIZE=...: sanitizer
# options for every test, with the suppression files next to this one. An option already set in
# the environment wins, so a run can still say e.g. ASAN_OPTIONS=detect_leaks=0 ctest ...
set(_assay_supp "${CMAKE_CURRENT_LIST_DIR}")
if(NOT DEFINED ENV{ASAN_OPTIONS})
    # detect_leaks: LeakSanitizer runs at exit, with lsan.supp for libraries outside our code.
    set(ENV{ASAN_OPTIONS} "detect_leaks=1:check_initialization_order=1:strict_init_order=1:abort_on_error=0")
endif()
if(NOT DEFINED ENV{LSAN_OPTIONS})
    set(ENV{LSAN_OPTIONS} "suppressions=${_assay_supp}/lsan.supp:print_suppressions=0")
endif()
if(NOT DEFINED ENV{TSAN_OPTIONS})
    # second_deadlock_stack: both stacks of a lock-order inversion; exit code 66 fails the test.
    set(ENV{TSAN_OPTIONS} "second_deadlock_stack=1:halt_on_error=0:suppressions=${_assay_supp}/tsan.supp")
endif()
# Tests that bound memory growth know it is not bounded here (ASan's quarantine keeps freed memory).
set(ENV{ASSAY_SANITIZED} "1")
if(NOT DEFINED ENV{UBSAN_OPTIONS})
    set(ENV{UBSAN_OPTIONS} "print_stacktrace=1:halt_on_error=1:suppressions=${_assay_supp}/ubsan.supp")
endif()
