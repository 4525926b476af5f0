#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, straight from the package's sources.
#
#   bash Fuzz/build.sh                 # every target
#   bash Fuzz/build.sh LineReader      # only the targets named
#
# Each Swift file in Fuzz/NameFormat/ or Fuzz/namefmt/ is one target, named after the file, with an
# `@_cdecl("LLVMFuzzerTestOneInput")` entry point; the binary goes to .build/fuzz/bin/<Target>. What each target
# is built from is found in the tree, so moving or adding source files needs no change here:
# - CNameFormatICU and CNameFormatMessagesICU: every Sources/<target>/**/*.c and *.cpp, compiled with clang and
#   clang++ (linked with the C++ standard library), each seen by Swift through its include/ directory and a
#   generated module map (Swift never sees ICU's own headers: Foundation embeds an ICU with the same C type names);
# - NameFormat and NameFormatMessages: every Sources/<target>/**/*.swift, each as its own module, with the upcoming
#   features Package.swift turns on;
# - a target in Fuzz/namefmt/ is compiled in one module with the CLI's sources, every Sources/namefmt/**/*.swift
#   except the ones that import ArgumentParser or hold the `@main` entry point, so that it reaches the CLI's
#   internal types without ArgumentParser; it links SystemPackage (apple/swift-system, the CLI's I/O), which
#   SwiftPM builds (release, as the CLI ships; without the sanitizers, like any library that is not fuzzed) and
#   whose module and objects are taken from there, its C shims seen through their module map in the checkout;
# - Fuzz/Support/*.swift goes into every target.
# Everything is rebuilt only when a file it comes from has changed.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/fuzz
mkdir -p "$out/obj" "$out/modules" "$out/bin"

# Swift 6 language mode (tools version 6.x) and the same upcoming features as the package's targets.
# One package name for every module, so that `package` declarations are visible to the CLI sources, as in SwiftPM.
swift_flags=(-swift-version 6 -parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld -package-name swift_namefmt)
while read -r feature; do
    swift_flags+=(-enable-upcoming-feature "$feature")
done < <(grep -o 'enableUpcomingFeature("[A-Za-z]*")' Package.swift | sed 's/.*("\(.*\)")/\1/' | sort -u)

# Whether $1 is missing or older than any of the later arguments (files, or folders whose entries changed).
stale() {
    local output=$1
    shift
    [[ ! -e $output ]] || [[ -n $(find "$@" -newer "$output" -print -quit) ]]
}

# Prints the files under $1 whose names end in $2, one a line, sorted.
files() {
    find "$1" -type f -name "*$2" | LC_ALL=C sort
}

# --- The C targets (CNameFormatICU, and CNameFormatMessagesICU, which includes the first's public header and its
#     private helpers by path): objects, and a module map for each public header folder.
c_objects=()
c_module_flags=()
for c_target in CNameFormatICU CNameFormatMessagesICU; do
    c_include=Sources/$c_target/include
    modulemap=$out/modules/$c_target.modulemap
    mapfile -t c_sources < <(files "Sources/$c_target" .c; files "Sources/$c_target" .cpp)
    mapfile -t headers < <(files "$c_include" .h)
    # The public headers and those private to the C targets, all of which a source may include.
    mapfile -t all_headers < <(files Sources/CNameFormatICU .h; files Sources/CNameFormatMessagesICU .h)
    for source in "${c_sources[@]}"; do
        object=$out/obj/$c_target-$(basename "$source").o
        c_objects+=("$object")
        if stale "$object" "$source" "${all_headers[@]}" Fuzz/build.sh; then
            compiler=clang
            if [[ $source == *.cpp ]]; then compiler=clang++; fi
            "$compiler" -c -O1 -g -fsanitize=address,fuzzer-no-link -I Sources/CNameFormatICU/include \
                -I "$c_include" "$source" -o "$object"
        fi
    done
    {
        echo "module $c_target {"
        for header in "${headers[@]}"; do echo "    header \"$PWD/$header\""; done
        echo "    export *"
        echo "}"
    } >"$modulemap.new"
    if cmp -s "$modulemap.new" "$modulemap"; then rm "$modulemap.new"; else mv "$modulemap.new" "$modulemap"; fi
    c_module_flags+=(-I "$c_include" -Xcc "-fmodule-map-file=$PWD/$modulemap")
done

# --- The library targets, NameFormat and then NameFormatMessages (which imports it): one module and one object each.
library_objects=()
for library in NameFormat NameFormatMessages; do
    mapfile -t library_sources < <(files "Sources/$library" .swift)
    library_object=$out/obj/$library.o
    library_objects+=("$library_object")
    if stale "$library_object" Sources/NameFormat "Sources/$library" Sources/CNameFormatICU \
        Sources/CNameFormatMessagesICU Package.swift Fuzz/build.sh; then
        echo "fuzz: building $library (${#library_sources[@]} files)"
        swiftc "${swift_flags[@]}" "${c_module_flags[@]}" -I "$out/modules" -module-name "$library" -wmo \
            -emit-module -emit-module-path "$out/modules/$library.swiftmodule" \
            -c -o "$library_object" "${library_sources[@]}"
        touch "$library_object"  # swiftc keeps the old file, and its time, when the object is unchanged
    fi
done

# --- SystemPackage, from SwiftPM's release build: its module (copied, so that no other module SwiftPM built is in
#     the search path), its objects and those of its C target, and the module map of that C target.
if ! log=$(swift build -c release --target SystemPackage 2>&1); then
    echo "$log" >&2
    echo "fuzz: SwiftPM could not build SystemPackage" >&2
    exit 1
fi
release_bin=$(swift build -c release --show-bin-path)
system_checkout=$(swift package show-dependencies --format json |
    sed -n 's/^ *"path" *: *"\(.*\/swift-system\)",*$/\1/p' | head -1)
system_modulemap=$system_checkout/Sources/CSystem/include/module.modulemap
if [[ ! -f $system_modulemap ]]; then
    echo "fuzz: no module map for swift-system's C target at '$system_modulemap'" >&2
    exit 1
fi
if ! cmp -s "$release_bin/Modules/SystemPackage.swiftmodule" "$out/modules/SystemPackage.swiftmodule"; then
    cp "$release_bin/Modules/SystemPackage.swiftmodule" "$out/modules/SystemPackage.swiftmodule"
fi
mapfile -t system_objects < <(files "$release_bin/SystemPackage.build" .o; files "$release_bin/CSystem.build" .o)
system_flags=(-Xcc "-fmodule-map-file=$system_modulemap")

# --- The CLI's sources that build without ArgumentParser and without its entry point.
cli_sources=()
while read -r source; do
    if grep -qE '^[[:space:]]*(@main|((public|internal|package|private|fileprivate|@preconcurrency|@_implementationOnly)[[:space:]]+)*import[[:space:]]+ArgumentParser)' "$source"; then
        continue
    fi
    cli_sources+=("$source")
done < <(files Sources/namefmt .swift)
mapfile -t support_sources < <(files Fuzz/Support .swift)

# --- The targets.
mapfile -t target_files < <(files Fuzz/NameFormat .swift; files Fuzz/namefmt .swift)
wanted=("$@")
built=0
for file in "${target_files[@]}"; do
    target=$(basename "$file" .swift)
    if ((${#wanted[@]} > 0)) && [[ " ${wanted[*]} " != *" $target "* ]]; then continue; fi
    sources=("$file" "${support_sources[@]}")
    inputs=("$file" Fuzz/Support "${library_objects[@]}" Fuzz/build.sh)
    cli_flags=()
    objects=("${library_objects[@]}" "${c_objects[@]}")
    if [[ $file == Fuzz/namefmt/* ]]; then
        sources+=("${cli_sources[@]}")
        inputs+=(Sources/namefmt "$out/modules/SystemPackage.swiftmodule" "${system_objects[@]}")
        cli_flags=("${system_flags[@]}")
        objects+=("${system_objects[@]}")
    fi
    binary=$out/bin/$target
    built=$((built + 1))
    if stale "$binary" "${inputs[@]}" "${c_objects[@]}"; then
        echo "fuzz: building $target (${#sources[@]} files)"
        swiftc "${swift_flags[@]}" "${c_module_flags[@]}" "${cli_flags[@]}" -I "$out/modules" \
            -module-name "$target" "${sources[@]}" "${objects[@]}" -licuuc -licui18n -lstdc++ -o "$binary"
        touch "$binary"
    fi
done
if ((${#wanted[@]} > built)); then
    echo "fuzz: unknown target in: ${wanted[*]} (targets: $(for f in "${target_files[@]}"; do basename "$f" .swift; done | tr '\n' ' '))" >&2
    exit 64
fi
