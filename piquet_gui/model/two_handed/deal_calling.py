"""The two-handed deal's calling protocol: call, reply, "Making?", tell, and who scores each category.

Elder calls point, sequences and sets in turn; younger answers good, not good, or asks ("Making?", "How
high?") and elder tells; the better call scores (Laws 41-55), with carte rouge where a game plays it.  A
mixin over :class:`DealState`; the words said are :class:`~piquet_gui.model.events.Said` events.
"""

from __future__ import annotations

from .. import combinations as combos
from ..actions import Action, Call, Reply, ReplyKind
from ..cards import Rank
from ..combinations import CATEGORY_ORDER, Category
from .deal_reckoning import Reckoning
from .deal_state import Step
from ..errors import IllegalActionError
from ..events import Event, Said, Speech
from ..scoring import ScoreItem
from ..tricks import Phase

_ITEM_OF = {Category.POINT: ScoreItem.POINT, Category.SEQUENCES: ScoreItem.SEQUENCES,
            Category.SETS: ScoreItem.SETS}


class Calling(Reckoning):
    """The declarations of a two-handed deal (see the module)."""

    __slots__ = ()

    def _legal_declarations(self) -> list[Action]:
        category = CATEGORY_ORDER[self.category]
        lowest = self.rules.lowest_set_rank
        step = self.step
        if step is Step.CALL:
            options = combos.calls(category, self.hands[self.elder], lowest)
            calls: list[Action] = [Call(category, c) for c in options]
            calls.append(Call(category, ()))
            return calls
        if step is Step.TELL:
            return [Reply(category, ReplyKind.TELL)]
        hand = self.hands[self.younger]
        elder_call = self.calls[self.elder][self.category]
        assert elder_call is not None
        target = combos.call_strength(category, elder_call)
        out: list[Action] = []
        if step is Step.REPLY:
            for call in combos.calls(category, hand, lowest):
                if self._beats_at_first_step(category, combos.call_strength(category, call), target, elder_call):
                    out.append(Reply(category, ReplyKind.NOT_GOOD, call))
            if elder_call and category.has_second_level and combos.ask_possible(category, hand, target[0], lowest):
                out.append(Reply(category, ReplyKind.ASK))
        else:  # after "Making?": held to as many cards as elder called (Law 46)
            for call in combos.held_calls(category, hand, target[0], lowest):
                if combos.call_strength(category, call)[1] > target[1]:
                    out.append(Reply(category, ReplyKind.NOT_GOOD, call))
            equal = combos.equal_call(category, hand, target, lowest)
            if equal is not None:
                out.append(Reply(category, ReplyKind.EQUAL, equal))
        out.append(Reply(category, ReplyKind.GOOD))
        return out

    @staticmethod
    def _beats_at_first_step(category: Category, mine: tuple[int, int], target: tuple[int, int],
                             elder_call: tuple[int, ...]) -> bool:
        if not elder_call:
            return mine[0] > 0
        if category.has_second_level:
            return mine[0] > target[0]
        return mine > target

    def _check_call(self, seat: int, category: Category, call: tuple[int, ...]) -> None:
        problem = combos.call_problem(category, call, self.hands[seat], self.rules.lowest_set_rank)
        if problem:
            raise IllegalActionError(f"seat {seat} calls {category.value} {problem}")

    def _check_category(self, category: Category) -> None:
        expected = CATEGORY_ORDER[self.category]
        if category is not expected:
            raise IllegalActionError(f"seat {self.to_act} must {self._declaration_wanted()} now, not {category.value}")

    def _call(self, action: Call, events: list[Event]) -> None:
        if self.step is not Step.CALL:
            raise IllegalActionError(self._wrong_kind(action))
        category = action.category
        self._check_category(category)
        self._check_call(self.elder, category, action.combos)
        self.calls[self.elder][self.category] = action.combos
        events.append(self._speech(self.elder, category, action.combos, Speech.CALL))
        self.step, self.to_act = Step.REPLY, self.younger

    def _speech(self, seat: int, category: Category, call: tuple[int, ...], speech: Speech) -> Said:
        """The words for announcing ``call``'s first level (or "No point" if empty)."""
        if not call:
            said = Said(seat, category, Speech.NO_CALL)
        else:
            first, _ = combos.call_strength(category, call)
            if category is Category.SETS:
                said = Said(seat, category, speech, first // 8, Rank(first % 8))
            else:
                said = Said(seat, category, speech, first)
        self.said.append(said)
        return said

    def _say(self, said: Said, events: list[Event]) -> None:
        self.said.append(said)
        events.append(said)

    def _reply(self, action: Reply, events: list[Event]) -> None:
        category, kind, step = action.category, action.kind, self.step
        if step is Step.CALL:
            raise IllegalActionError(self._wrong_kind(action))
        self._check_category(category)
        elder_call = self.calls[self.elder][self.category]
        assert elder_call is not None
        target = combos.call_strength(category, elder_call)
        younger = self.younger
        if step is Step.TELL:
            if kind is not ReplyKind.TELL:
                raise IllegalActionError(f"seat {self.elder} must answer the {category.value} question now")
            second = target[1]
            if category is Category.POINT:
                self._say(Said(self.elder, category, Speech.TELL, second), events)
            else:
                self._say(Said(self.elder, category, Speech.TELL, 0, Rank(second)), events)
            self.step, self.to_act = Step.FINAL, younger
            return
        if kind is ReplyKind.TELL:
            raise IllegalActionError(f"seat {younger} must reply on {category.value}; only elder tells")
        if kind is ReplyKind.GOOD:
            self._say(Said(younger, category, Speech.GOOD if elder_call else Speech.NO_CALL), events)
            self._resolve(self.elder if elder_call else None, (), events)
            return
        if kind is ReplyKind.ASK:
            if step is not Step.REPLY or not elder_call or not category.has_second_level:
                raise IllegalActionError(f"seat {younger} cannot ask here")
            lowest = self.rules.lowest_set_rank
            if not combos.ask_possible(category, self.hands[younger], target[0], lowest):
                what = "suit of" if category is Category.POINT else "sequence of"
                raise IllegalActionError(f"seat {younger} cannot ask: it holds no {what} {target[0]} cards "
                                         "or more (Law 46)")
            self.asked[self.category] = True
            self._say(Said(younger, category, Speech.ASK), events)
            self.step, self.to_act = Step.TELL, self.elder
            return
        call = action.combos
        self._check_call(younger, category, call)
        mine = combos.call_strength(category, call)
        if step is Step.REPLY:
            if kind is not ReplyKind.NOT_GOOD:
                raise IllegalActionError(f"seat {younger} must ask before calling {category.value} equal")
            if not self._beats_at_first_step(category, mine, target, elder_call):
                raise IllegalActionError(f"seat {younger} says not good on {category.value} but its call "
                                         f"does not beat {self._first_words(category, target)}")
            if elder_call:
                self._say(Said(younger, category, Speech.NOT_GOOD), events)
            else:
                events.append(self._speech(younger, category, call, Speech.CALL))
            self._resolve(younger, call, events)
            return
        if mine[0] != target[0]:
            raise IllegalActionError(f"seat {younger} must call {category.value} of the same size after asking")
        if kind is ReplyKind.NOT_GOOD:
            if mine[1] <= target[1]:
                raise IllegalActionError(f"seat {younger} says not good on {category.value} but its call "
                                         f"does not beat elder's")
            if category is Category.POINT:
                self._say(Said(younger, category, Speech.NOT_GOOD, mine[1]), events)
            else:
                self._say(Said(younger, category, Speech.NOT_GOOD, 0, Rank(mine[1])), events)
            self._resolve(younger, call, events)
        else:  # EQUAL
            if mine != target:
                raise IllegalActionError(f"seat {younger} says equal on {category.value} but its call is not equal")
            self._say(Said(younger, category, Speech.EQUAL), events)
            self._resolve(None, call, events)

    @staticmethod
    def _first_words(category: Category, strength: tuple[int, int]) -> str:
        if category is Category.POINT:
            return f"a point of {strength[0]}"
        if category is Category.SEQUENCES:
            return f"a sequence of {strength[0]}"
        return f"a set of {strength[0] // 8} {Rank(strength[0] % 8).name.lower()}s"

    # --- who scores the category ---------------------------------------------------------------

    def _resolve(self, winner: int | None, younger_call: tuple[int, ...], events: list[Event]) -> None:
        index = self.category
        category = CATEGORY_ORDER[index]
        self.calls[self.younger][index] = younger_call
        self.winners[index] = winner
        if winner is not None:
            call = self.calls[winner][index]
            assert call is not None
            if self.rules.reckon_at_once and len(call) > 1:
                self._reckon_one_by_one(winner, category, call, events)
            else:
                points = combos.call_score(category, call)
                if self.rules.point_four_less and category is Category.POINT \
                        and combos.call_strength(category, call)[1] % 10 == 4:
                    points -= 1  # by agreement (au cent): a point of 24, 34, 44 … scores one less
                self._reckon_hand(winner, _ITEM_OF[category], points, call, events,
                                  emit=winner == self.elder or self.rules.reckon_at_once)
            if self.rules.carte_rouge and not self.rules.reckon_at_once:
                self._check_carte_rouge(winner, events)
        if index + 1 < len(CATEGORY_ORDER):
            self.category, self.step, self.to_act = index + 1, Step.CALL, self.elder
            return
        if self.rules.carte_rouge and self.rules.reckon_at_once:
            # The moment rule's order (VARIANTS.md section 1): carte rouge after the sets, for either player,
            # with the hand scores and so before elder's first lead.
            for seat in (self.elder, self.younger):
                self._check_carte_rouge(seat, events)
        self.phase, self.to_act, self.leader = Phase.PLAY, self.elder, self.elder

    def _reckon_one_by_one(self, seat: int, category: Category, call: tuple[int, ...], events: list[Event]) -> None:
        """The moment rule's order: each combination of a call a score of its own, the better first, so that a
        target can fall between a quint and a tierce (VARIANTS.md section 1).  Rubicon and auction piquet, where
        no target can stop a deal, keep a call as one score: the totals would be the same, and their events (the
        table's words and sounds) stay as they were."""
        for mask in sorted(call, key=lambda m: combos.strength(category, m), reverse=True):
            self._reckon_hand(seat, _ITEM_OF[category], combos.score(category, mask), (mask,), events, emit=True)

    def _check_carte_rouge(self, seat: int, events: list[Event]) -> None:
        covered = 0
        for index, winner in enumerate(self.winners):
            call = self.calls[seat][index]
            if winner == seat and call:
                covered |= combos.covers(call)
        if covered == self.hands[seat] and self.scores[seat].carte_rouge == 0 and \
                all(item is not ScoreItem.CARTE_ROUGE for item, _, _ in self.pending):
            self._reckon_hand(seat, ScoreItem.CARTE_ROUGE, self.rules.carte_rouge_points, (), events,
                              emit=seat == self.elder or self.rules.reckon_at_once)
