"""Which costs a mat pays, for the listings asked at every step of the build and taxation phases.

A mat pays a cost when each resource held covers that resource's part of it. So, built once per
content: for each resource and each amount a mat can hold (0 to the cap, R7), the set of costs
that amount covers, as a bitmask with one bit per cost. What a mat pays is then one AND per
resource, instead of comparing the six resources of every card or building in turn.
"""

from __future__ import annotations

from collections.abc import Sequence

CostMasks = tuple[tuple[int, ...], ...]


def cost_masks(costs: Sequence[Sequence[int]], cap: int) -> CostMasks:
    """Per resource, per amount held from 0 to `cap`: the bitmask of the costs it covers."""
    return tuple(
        tuple(sum(1 << i for i, cost in enumerate(costs) if cost[resource] <= held) for held in range(cap + 1))
        for resource in range(len(costs[0]))
    )


def paid_by(masks: CostMasks, resources: Sequence[int]) -> int:
    """The bitmask of the costs these resources pay: bit i set when cost i is paid."""
    # Written out for the six resources every content has (content.py checks them): a loop
    # over them costs some three times as much, at every taxation and build step.
    gold, iron, stone, wood, wheat, wool = masks  # in content.RESOURCE_NAMES's order
    g, i, s, w, h, l = resources
    return gold[g] & iron[i] & stone[s] & wood[w] & wheat[h] & wool[l]
