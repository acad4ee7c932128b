"""Networks read from training checkpoints, for the measurements that judge a
network before it ships (`LEVEL@FILE` in the harness, `--network` in the
judge): each file is read once per process."""

from __future__ import annotations

from nardy_desktop.ai.encoding import grow_inputs
from nardy_desktop.ai.network import Network

_network_files: dict[str, Network] = {}


def network_file(path: str) -> Network:
    """The network in `path`, loaded once per process."""
    if path not in _network_files:
        net = Network.load(path)
        net.w1 = grow_inputs(net.w1, net.variant)  # as the game does with an older network
        _network_files[path] = net
    return _network_files[path]
