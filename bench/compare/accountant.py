"""The RDP accountant side by side with Opacus' (the one seed 002 uses), on a
grid of noise multipliers, steps and sampling rates. Opacus' analysis module
is taken from its wheel (pip download, no torch needed for this file) and
loaded by path. Checks agreement to 1e-8 relative, then prints the time per
epsilon (privtext's includes starting a process per call).

    $(bench/compare/venv.sh) bench/compare/accountant.py
"""
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPACUS = "opacus==1.5.4"


def load_opacus_rdp(tmp):
    subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
                    OPACUS, "-d", tmp], check=True)
    wheel = next(f for f in os.listdir(tmp) if f.endswith(".whl"))
    with zipfile.ZipFile(os.path.join(tmp, wheel)) as z:
        path = z.extract("opacus/accountants/analysis/rdp.py", tmp)
    spec = importlib.util.spec_from_file_location("opacus_rdp", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    privtext = os.path.join(ROOT, "build/bin/privtext")
    orders = [1 + x / 10.0 for x in range(1, 100)] + list(range(12, 64))
    grid = [(z, t, q, d) for z in (0.8, 1.1, 2.31, 11.28) for t in (1, 11, 1000)
            for q in (1.0, 0.01) for d in (1e-5, 3e-6)]
    with tempfile.TemporaryDirectory() as tmp:
        rdp = load_opacus_rdp(tmp)
        start = time.perf_counter()
        theirs = [rdp.get_privacy_spent(orders=orders, rdp=rdp.compute_rdp(q=q, noise_multiplier=z, steps=t,
                                                                           orders=orders), delta=d)[0]
                  for z, t, q, d in grid]
        t_theirs = time.perf_counter() - start
    start = time.perf_counter()
    ours = [json.loads(subprocess.run([privtext, "dp", "epsilon", "--noise-multiplier", str(z), "--steps", str(t),
                                       "--sampling-rate", str(q), "--delta", str(d)], check=True,
                                      capture_output=True, text=True).stdout)["epsilon"] for z, t, q, d in grid]
    t_ours = time.perf_counter() - start
    worst = max(abs(a - b) / max(abs(b), 1e-12) for a, b in zip(ours, theirs))
    print("%d settings; %s: %.2f ms per epsilon; privtext dp epsilon: %.2f ms per epsilon (a process each)"
          % (len(grid), OPACUS, 1000 * t_theirs / len(grid), 1000 * t_ours / len(grid)))
    print("largest relative difference: %.2e" % worst)
    raise SystemExit(0 if worst < 1e-8 else 1)


if __name__ == "__main__":
    main()
