/** The lobby message: players, the rules as opened, the buttons to join, leave and start; a rematch's lobby; the lobby once its game started. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { LEVEL_IDS, LEVELS } from '../../ai/levels.js';
import { agesNeeded, type GameState } from '../../engine/index.js';
import type { Lobby } from '../../games/record.js';
import { computerName, isComputerId } from '../../games/seats.js';
import { presetWords, words } from '../words/index.js';
import { challengeWords, rulesSummary } from '../rules-text.js';
import { paceLine } from './clock.js';
import { IDS } from '../components/custom-ids.js';
import { buttons, COLOUR, mention, type Reply, type Row } from './reply.js';

/** The name of the lobby's rules: its preset's, or the words for custom rules. */
const rulesName = (lobby: Lobby) => presetWords(lobby.rules.preset)?.name ?? words.customRules.inTitle;

/** The fields every lobby shows of its rules: the dictionary, how words are checked, the clock. */
function ruleFields(lobby: Lobby): { name: string; value: string; inline: boolean }[] {
  const w = words.lobby;
  return [
    { name: w.dictionary, value: words.lexiconName(lobby.rules.lexicon), inline: true },
    { name: w.words, value: challengeWords(lobby.rules.challenge), inline: true },
    ...(lobby.clock ? [{ name: w.clock, value: paceLine(lobby.clock), inline: false }] : []),
  ];
}

export function lobbyMessage(lobby: Lobby): Reply {
  if (lobby.rematch) return rematchLobbyMessage(lobby);
  const w = words.lobby;
  const needsAge = agesNeeded(lobby.rules);
  const full = lobby.players.length >= lobby.rules.maxPlayers;
  return {
    content: w.opened(mention(lobby.hostId), full, needsAge),
    embeds: [{
      title: w.title(rulesName(lobby)),
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: w.players(lobby.players.length, lobby.rules.maxPlayers), value: lobby.players.map((p) => w.player(mention(p.id), needsAge && p.age === undefined)).join('\n') },
        ...ruleFields(lobby),
      ],
      footer: { text: w.footer(lobby.rules.minPlayers, lobby.rules.maxPlayers) },
    }],
    components: [
      buttons([IDS.join, full ? w.buttons.joinFull : w.buttons.join, ButtonStyle.Primary, full], [IDS.leave, w.buttons.leave, ButtonStyle.Secondary], [IDS.start, w.buttons.start, ButtonStyle.Success, lobby.players.length < lobby.rules.minPlayers]),
      computerPicker(full),
      ...computerRemover(lobby),
    ],
    // The host opened it: no ping. Players who join are listed by mention without one too.
    mentions: [],
  };
}

/**
 * A rematch's lobby: the lobby of any game, saying what is kept from the last one and
 * whose answer is awaited; the seats kept are listed apart, and Leave is also how an
 * invited player declines. `ping`: who is pinged (those offered a seat, once, when it opens).
 */
export function rematchLobbyMessage(lobby: Lobby, ping: readonly string[] = []): Reply {
  const { rematch, ...plain } = lobby;
  const base = lobbyMessage(plain);
  const { invited = [], declined = [] } = rematch ?? {};
  const w = words.lobby;
  const kept = { clock: Boolean(lobby.clock), hints: Boolean(lobby.hints), computers: lobby.players.some((p) => isComputerId(p.id)) };
  const [embed] = base.embeds ?? [];
  return {
    ...base,
    content: w.rematch(mention(lobby.hostId), kept, invited.map((p) => mention(p.id)), agesNeeded(lobby.rules)),
    embeds: embed ? [{
      ...embed,
      title: w.rematchTitle(rulesName(lobby)),
      fields: [
        ...(embed.fields ?? []).slice(0, 1),
        ...(invited.length > 0 ? [{ name: w.seatsKept, value: invited.map((p) => w.notAnswered(mention(p.id))).join('\n') }] : []),
        ...(declined.length > 0 ? [{ name: w.declined, value: declined.map((p) => mention(p.id)).join('\n') }] : []),
        ...(embed.fields ?? []).slice(1),
      ],
      footer: { text: w.rematchFooter(embed.footer?.text ?? '') },
    }] : [],
    components: (base.components ?? []).map((row) => ({
      ...row,
      components: row.components.map((c) => (invited.length > 0 && 'custom_id' in c && c.custom_id === IDS.leave ? { ...c, label: w.buttons.declineOrLeave } : c)),
    })) as Row[],
    mentions: [...ping],
  };
}

/** The host's menu of computer players to seat, one option per level. */
function computerPicker(full: boolean): Row {
  return {
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: IDS.addComputer,
      placeholder: full ? words.lobby.computers.full : words.lobby.computers.add,
      disabled: full,
      options: LEVEL_IDS.map((id) => ({ label: words.lobby.computers.level(LEVELS[id].name), value: id, description: words.lobby.computers.describe[id] })),
    }],
  } as Row;
}

/** The host's menu of the computer players seated, to take one out; none while no computer is seated. */
function computerRemover(lobby: Lobby): Row[] {
  const seated = lobby.players.filter((p) => isComputerId(p.id));
  if (seated.length === 0) return [];
  return [{
    type: ComponentType.ActionRow,
    components: [{
      type: ComponentType.StringSelect,
      custom_id: IDS.removeComputer,
      placeholder: words.lobby.computers.remove,
      options: seated.map((p) => ({ label: computerName(p.id), value: p.id })),
    }],
  } as Row];
}

/**
 * The lobby once its game is dealt: who plays, in the order they play, and no buttons
 * (the board below is where the game goes on).
 */
export function startedLobbyMessage(lobby: Lobby, game: GameState): Reply {
  const w = words.lobby;
  const n = game.players.length;
  const order = game.players.map((_, i) => game.players[(game.firstPlayer + i) % n]!);
  return {
    content: w.started(mention(lobby.hostId), order.map((p) => mention(p.id))),
    embeds: [{
      title: w.title(rulesName(lobby)),
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: w.inTurnOrder, value: order.map((p, i) => `${i + 1}. ${mention(p.id)}`).join('\n') },
        ...ruleFields(lobby),
      ],
      footer: { text: w.startedFooter },
    }],
    components: [],
    mentions: [],
  };
}
