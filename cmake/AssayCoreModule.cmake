# assay_core is an interface target over one static library per core/ folder, so each concern
# builds and links on its own (a broken file in one folder does not stop another's tests).
#
# assay_core_module(NAME db SOURCES ... [DEPENDS sql ...] [LIBS PkgConfig::X ...])
#   creates assay_core_<NAME>, linked to the shared base and to the modules it DEPENDS on.

add_library(assay_core_base INTERFACE)
target_include_directories(assay_core_base INTERFACE ${PROJECT_SOURCE_DIR}/core)
target_include_directories(assay_core_base SYSTEM INTERFACE ${HNSWLIB_INCLUDE_DIR})
target_compile_definitions(assay_core_base INTERFACE ASSAY_VERSION="${PROJECT_VERSION}")
target_link_libraries(assay_core_base INTERFACE
    Qt6::Core Qt6::Concurrent Qt6::Sql Qt6::Network)

set_property(GLOBAL PROPERTY ASSAY_CORE_MODULES "")

function(assay_core_module)
    cmake_parse_arguments(M "" "NAME" "SOURCES;DEPENDS;LIBS" ${ARGN})
    set(target assay_core_${M_NAME})
    add_library(${target} STATIC ${M_SOURCES})
    target_link_libraries(${target} PUBLIC assay_core_base)
    foreach(dep IN LISTS M_DEPENDS)
        target_link_libraries(${target} PUBLIC assay_core_${dep})
    endforeach()
    if(M_LIBS)
        target_link_libraries(${target} PRIVATE ${M_LIBS})
    endif()
    # One precompiled header for all modules: same flags, built once.
    if(M_NAME STREQUAL "sql")
        target_precompile_headers(${target} PRIVATE ${PROJECT_SOURCE_DIR}/core/pch.h)
    else()
        target_precompile_headers(${target} REUSE_FROM assay_core_sql)
    endif()
    set_property(GLOBAL APPEND PROPERTY ASSAY_CORE_MODULES ${target})
endfunction()
