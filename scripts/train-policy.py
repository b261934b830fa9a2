"""
Trains the move-prediction network (src/ai/policy/policy-net.ts) on the positions `npm run tune:policy`
wrote (scripts/tune-policy.ts): PyTorch on the CPU, from Debian's python3-torch
(`apt-get install -y python3-torch`). Called by tune-policy.ts, which then measures the network
with the site's own inference and writes the shipped file; not meant to be run alone.

Each step takes a batch of positions from the fitting games, turned by one of the board's eight
symmetries (chosen by the seed), and lowers the cross-entropy of the person's move among the legal
moves. AdamW with a one-cycle learning rate. Deterministic for a seed on one machine.
Writes the tensors' bytes to <out without .json>.bin, laid out as the shipped network's binary file
(policy-net.ts): layer by layer, a weight's 8-bit integers, its scales (one 32-bit little-endian float
per output channel), then the layer's biases (32-bit little-endian floats), each part starting at a
multiple of 4 bytes; and to <out> JSON: where each tensor lies (byte offsets), the file's length and
the held-out metrics measured here, for the caller to check.
"""
import argparse
import json
import sys
import time

try:
    import numpy as np
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError as e:  # pragma: no cover
    sys.exit(f"train-policy.py needs PyTorch and NumPy ({e}). On Debian: apt-get install -y python3-torch python3-numpy")

p = argparse.ArgumentParser()
p.add_argument("--data", required=True)
p.add_argument("--out", required=True)
p.add_argument("--seed", type=int, default=1)
p.add_argument("--epochs", type=int, default=24)
p.add_argument("--channels", type=int, default=64)
p.add_argument("--blocks", type=int, default=4)
p.add_argument("--lr", type=float, default=2e-3)
p.add_argument("--batch", type=int, default=256)
p.add_argument("--weight-decay", type=float, default=1e-4)
p.add_argument("--threads", type=int, default=2)
a = p.parse_args()

torch.set_num_threads(a.threads)
torch.manual_seed(a.seed)
rng = np.random.default_rng(a.seed)

meta = json.load(open(f"{a.data}/meta.json"))
N = meta["size"]
S = N * N
D = N - 1
C = len(meta["planes"])
count = meta["positions"]
bits = np.fromfile(f"{a.data}/planes.bits", dtype=np.uint8).reshape(count, -1)
planes = np.unpackbits(bits, axis=1)[:, : C * S].reshape(count, C, S)
moves = np.fromfile(f"{a.data}/moves.i32", dtype=np.int32).reshape(count, 2)
legal = np.fromfile(f"{a.data}/legal.i32", dtype=np.int32)
offsets = np.fromfile(f"{a.data}/legal-offsets.i32", dtype=np.int32)
held = np.fromfile(f"{a.data}/held.u8", dtype=np.uint8).astype(bool)


def symmetry(k, f, r):
    n = N - 1
    if k & 1:
        f = n - f
    if k & 2:
        r = n - r
    if k & 4:
        f, r = r, f
    return f, r


# perm[k][s]: where square s goes under symmetry k.
perm = np.zeros((8, S), dtype=np.int64)
for k in range(8):
    for s in range(S):
        f, r = symmetry(k, s % N, s // N)
        perm[k, s] = r * N + f

# The output index of the move from `fr` to `to` (policy-net.ts indexOf), -1 if not a straight line.
pair = np.full(S * S, -1, dtype=np.int64)
for fr in range(S):
    for to in range(S):
        ff, rf, ft, rt = fr % N, fr // N, to % N, to // N
        if fr == to or (ff != ft and rf != rt):
            continue
        if ff == ft:
            d, dist = (0 if rt > rf else 2), abs(rt - rf)
        else:
            d, dist = (1 if ft > ff else 3), abs(ft - ff)
        pair[fr * S + to] = (d * D + dist - 1) * S + fr


def batch(idx, k):
    pk = perm[k]
    x = np.empty((len(idx), C, S), np.float32)
    x[:, :, pk] = planes[idx]
    target = pair[pk[moves[idx, 0]] * S + pk[moves[idx, 1]]]
    mask = np.zeros((len(idx), 4 * D * S), bool)
    for j, i in enumerate(idx):
        ls = legal[offsets[i] : offsets[i + 1]]
        mask[j, pair[pk[ls // S] * S + pk[ls % S]]] = True
    return torch.from_numpy(x.reshape(len(idx), C, N, N)), torch.from_numpy(target), torch.from_numpy(mask)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.inp = nn.Conv2d(C, a.channels, 3, padding=1)
        self.convs = nn.ModuleList([nn.Conv2d(a.channels, a.channels, 3, padding=1) for _ in range(2 * a.blocks)])
        self.out = nn.Conv2d(a.channels, 4 * D, 1)

    def forward(self, x):
        h = F.relu(self.inp(x))
        for i in range(0, len(self.convs), 2):
            h = F.relu(h + self.convs[i + 1](F.relu(self.convs[i](h))))
        return self.out(h).reshape(x.shape[0], -1)


net = Net()
fit = np.nonzero(~held)[0]
test = np.nonzero(held)[0]
opt = torch.optim.AdamW(net.parameters(), lr=a.lr, weight_decay=a.weight_decay)
steps = a.epochs * ((len(fit) + a.batch - 1) // a.batch)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=a.lr, total_steps=steps)


def measure(idx):
    net.eval()
    right, nll = 0, 0.0
    with torch.no_grad():
        for i in range(0, len(idx), 1024):
            x, t, m = batch(idx[i : i + 1024], 0)
            logits = net(x).masked_fill(~m, -1e9)
            right += (logits.argmax(1) == t).sum().item()
            nll += F.cross_entropy(logits, t, reduction="sum").item()
    net.train()
    return right / len(idx), nll / len(idx)


t0 = time.time()
history = []
for epoch in range(a.epochs):
    order = rng.permutation(fit)
    total = 0.0
    for i in range(0, len(order), a.batch):
        idx = order[i : i + a.batch]
        x, t, m = batch(idx, int(rng.integers(8)))
        loss = F.cross_entropy(net(x).masked_fill(~m, -1e9), t)
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        total += loss.item() * len(idx)
    top1, nll = measure(test)
    history.append({"epoch": epoch + 1, "trainLoss": total / len(fit), "heldOutTop1": top1, "heldOutNll": nll})
    print(f"epoch {epoch + 1}/{a.epochs}: training loss {total / len(fit):.3f}, held-out top-1 {top1:.3f}, log-loss {nll:.3f}, {time.time() - t0:.0f} s", flush=True)


def pack(state):
    """The tensors' bytes and where each lies: weights rounded to 8 bits with a scale per output channel."""
    out = bytearray()

    def put(arr):
        offset = len(out)
        out.extend(np.ascontiguousarray(arr).tobytes())
        out.extend(bytes(-len(out) % 4))
        return offset

    tensors = {}
    for name, v in state.items():
        v = np.asarray(v, dtype=np.float32)
        if name.endswith(".weight"):
            flat = v.reshape(v.shape[0], -1)
            scale = np.abs(flat).max(axis=1) / 127
            scale[scale == 0] = 1
            q = np.clip(np.rint(flat / scale[:, None]), -127, 127).astype(np.int8)
            offset = put(q)
            tensors[name] = {"shape": list(v.shape), "offset": offset, "scales": put(scale.astype("<f4"))}
        else:
            tensors[name] = {"shape": list(v.shape), "offset": put(v.astype("<f4"))}
    return bytes(out), tensors


packed, tensors = pack({name: v.numpy() for name, v in net.state_dict().items()})
with open(a.out.removesuffix(".json") + ".bin", "wb") as f:
    f.write(packed)
result = {"tensors": tensors, "bytes": len(packed), "history": history, "seconds": round(time.time() - t0, 1), "torch": torch.__version__}
json.dump(result, open(a.out, "w"))
