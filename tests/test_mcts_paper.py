"""ClinicalAgents as its paper defines it (§3.2): the reward with unobtainable
evidence, the selection rule a* = argmax Q + λ O, backtracking by the type of
missing evidence, and the orchestrator's own judgements from a language model."""

import pytest

from clinarg.protocols.diagnose.agents import knowledge_agents
from clinarg.protocols.diagnose.cases import load_example
from clinarg.protocols.diagnose.knowledge import KnowledgeBase
from clinarg.protocols.diagnose.memory import ExperienceMemory, WorkingMemory
from clinarg.protocols.diagnose.orchestrator import ACTIONS, ClinicalEnv, RewardWeights

KB = KnowledgeBase.load()
MEMORY = ExperienceMemory.load()


def _env(case, **kw):
    return ClinicalEnv(KB, MEMORY, knowledge_agents(KB), lambda f, wm: case.reveal(f), **kw)


# -- the reward does not pay alpha for evidence declared unobtainable ---------------------

def _after_diagnosis(case, env, evidence):
    wm = WorkingMemory().with_evidence({**case.initial, **evidence})
    wm, _, _ = env.step(wm, ACTIONS.index("diagnosis"))
    wm, _, _ = env.step(wm, ACTIONS.index("backtrack"))
    return wm


def test_unobtainable_key_evidence_earns_no_alpha():
    case = load_example("pericarditis_no_crp")
    w = RewardWeights(alpha=1.0, beta=1.0, gamma=0.1)
    env = _env(case, weights=w)
    # pericarditis is the leading hypothesis; its key evidence CRP cannot be had
    wm = _after_diagnosis(case, env, {"pleuritic_pain": True, "pericardial_rub": True,
                                      "ecg_diffuse_st_elevation": True,
                                      "pain_relieved_leaning_forward": True})
    missing = env.missing(wm)
    assert "crp_elevated" in missing
    lab = [f for f in missing if KB.modality[f] == "laboratory"]
    assert set(lab) <= {"crp_elevated", "troponin_elevated", "d_dimer_elevated"}
    # ask the laboratory for exactly CRP: it is unobtainable
    class OnlyCRP:
        role = "laboratory"

        def respond(self, request):
            from clinarg.protocols.diagnose.agents import AgentResponse
            return AgentResponse("laboratory", requests=("crp_elevated",))

    env.agents["laboratory"] = OnlyCRP()
    nxt, reward, _ = env.step(wm, ACTIONS.index("laboratory"))
    assert "crp_elevated" in nxt.unresolved and "crp_elevated" not in env.missing(nxt)
    assert len(env.missing(nxt)) == len(missing) - 1  # E_m shrank by the given-up finding
    assert nxt.confidence == wm.confidence
    assert reward == pytest.approx(-w.gamma)  # an uninformative action, not +alpha


def test_obtained_evidence_still_earns_alpha():
    case = load_example("pericarditis_no_crp")
    env = _env(case)
    wm = _after_diagnosis(case, env, {"pleuritic_pain": True})
    missing = env.missing(wm)
    assert "crp_elevated" in missing and "d_dimer_elevated" in missing
    target = next(f for f in missing if case.reveal(f) is not None
                  and KB.modality[f] == "laboratory")

    class Asks:
        role = "laboratory"

        def respond(self, request):
            from clinarg.protocols.diagnose.agents import AgentResponse
            return AgentResponse("laboratory", requests=(target, "crp_elevated"))

    env.agents["laboratory"] = Asks()
    nxt, reward, _ = env.step(wm, ACTIONS.index("laboratory"))
    assert target in nxt.E and "crp_elevated" in nxt.unresolved
    gained = len([f for f in missing if f != "crp_elevated"]) - len(env.missing(nxt))
    assert gained >= 1
    assert reward == pytest.approx(1.0 * gained)  # alpha for the finding obtained only
