"""PEP 517 build backend for the privtext Python package.

`pip install .` from the repository calls build_wheel(), which builds the
native module with scripts/build in the project's own CMake tree (build/, or
$PRIVTEXT_BUILD_DIR) against the cached llama.cpp, so the CLI and the package
share one build, and packs python/privtext with the module into a wheel. Only
the standard library is used: the build needs nothing from PyPI.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "python" / "privtext"


def _version() -> str:
    m = re.search(r"project\(privtext VERSION ([0-9.]+)", (ROOT / "CMakeLists.txt").read_text())
    if not m:
        raise RuntimeError("no version in CMakeLists.txt")
    return m.group(1)


def _tag() -> str:
    interpreter = "cp%d%d" % sys.version_info[:2]
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "%s-%s-%s" % (interpreter, interpreter, platform)


def _build_module() -> Path:
    build_dir = Path(os.environ.get("PRIVTEXT_BUILD_DIR", ROOT / "build"))
    env = dict(os.environ, BUILD_DIR=str(build_dir), BUILD_TARGET="privtext_python",
               PRIVTEXT_PYTHON=os.path.realpath(sys.executable))
    subprocess.run([str(ROOT / "scripts" / "build")], cwd=ROOT, env=env, check=True, stdout=sys.stderr)
    module = build_dir / "python" / "privtext" / ("_privtext" + sysconfig.get_config_var("EXT_SUFFIX"))
    if not module.exists():
        raise RuntimeError("%s was not built (is the build tree configured for another Python?)" % module)
    return module


def _metadata(version: str) -> str:
    return (
        "Metadata-Version: 2.1\n"
        "Name: privtext\n"
        "Version: %s\n"
        "Summary: Private training data from sensitive text: PII detection, keyed entity encryption, "
        "DP accounting and leakage audits\n"
        "Requires-Python: >=3.9\n"
        "Provides-Extra: parquet\n"
        "Requires-Dist: pyarrow; extra == 'parquet'\n" % version
    )


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    module = _build_module()
    files = {}
    for path in sorted(PACKAGE.iterdir()):
        if path.suffix in (".py", ".pyi") or path.name == "py.typed":
            files["privtext/" + path.name] = path.read_bytes()
    files["privtext/" + module.name] = module.read_bytes()
    dist_info = "privtext-%s.dist-info" % version
    files[dist_info + "/METADATA"] = _metadata(version).encode()
    files[dist_info + "/WHEEL"] = (
        "Wheel-Version: 1.0\nGenerator: privtext_build\nRoot-Is-Purelib: false\nTag: %s\n" % _tag()).encode()
    files[dist_info + "/top_level.txt"] = b"privtext\n"
    record = [_record_line(name, data) for name, data in files.items()] + [dist_info + "/RECORD,,"]
    files[dist_info + "/RECORD"] = ("\n".join(record) + "\n").encode()

    name = "privtext-%s-%s.whl" % (version, _tag())
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o755 if path.endswith(".so") else 0o644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(info, data)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []
