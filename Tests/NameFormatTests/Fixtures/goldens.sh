# Sourced by each folder's regenerate.sh: what the golden generators share, run from the folder whose goldens/ they
# make.
#
#   goldens_read_arguments "$@"    reads the generator's one option, --check, into $goldens_check
#   goldens_install NEW VERSION [TARGET]
#                                  puts the generated folder NEW in the place of TARGET (goldens/ by default); with
#                                  --check, writes nothing and fails, naming each file that differs, when TARGET is
#                                  not NEW

goldens_read_arguments() {
    goldens_check=false
    case "${1:-}" in
    "") ;;
    --check) goldens_check=true ;;
    *)
        echo "regenerate.sh: unknown argument '$1' (usage: bash regenerate.sh [--check])" >&2
        exit 64
        ;;
    esac
}

goldens_install() {
    local new=$1 version=$2 target=${3:-goldens}
    if $goldens_check; then
        if ! diff -rq "$target" "$new" >&2; then
            echo "error: $(pwd)/$target differs from what $version makes (above); run regenerate.sh and" \
                "review the diff" >&2
            exit 1
        fi
        echo "== $(pwd)/$target is what $version makes ($(find "$target" -name '*.tsv' | wc -l) files)" >&2
        return
    fi
    rm -rf "$target"
    mkdir -p "$(dirname "$target")"
    mv "$new" "$target"
    echo "== wrote $(find "$target" -name '*.tsv' | wc -l) files to $(pwd)/$target" >&2
}
