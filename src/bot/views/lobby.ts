/** The lobby message: players, the rules as opened, the buttons to join, leave and start; a rematch's lobby; the lobby once its game started. */
import { ButtonStyle, ComponentType } from 'discord.js';
import { LEVEL_IDS, LEVELS } from '../../ai/levels.js';
import { agesNeeded, type GameState } from '../../engine/index.js';
import { lexiconDisplayName } from '../../engine/lexicon-names.js';
import type { Lobby } from '../../games/record.js';
import { computerName, isComputerId } from '../../games/seats.js';
import { list } from '../messages.js';
import { presetWords, words } from '../words/index.js';
import { CHALLENGE_WORDS, rulesSummary } from '../rules-text.js';
import { paceLine } from './clock.js';
import { IDS } from '../components/custom-ids.js';
import { buttons, COLOUR, mention, type Reply, type Row } from './reply.js';

export function lobbyMessage(lobby: Lobby): Reply {
  if (lobby.rematch) return rematchLobbyMessage(lobby);
  const preset = presetWords(lobby.rules.preset);
  const needsAge = agesNeeded(lobby.rules);
  const full = lobby.players.length >= lobby.rules.maxPlayers;
  return {
    content: `${mention(lobby.hostId)} opened a game of Scrabble. ${full
      ? `It is full: ${mention(lobby.hostId)} starts it when ready.`
      : `Join with the button${needsAge ? ' (or `/scrabble join age:`, since the youngest starts)' : ' or `/scrabble join`'}.`}`,
    embeds: [{
      title: `Scrabble: ${preset?.name ?? words.customRules.inTitle}`,
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: `Players (${lobby.players.length}/${lobby.rules.maxPlayers})`, value: lobby.players.map((p) => `${mention(p.id)}${needsAge && p.age === undefined ? ' (age not given yet)' : ''}`).join('\n') },
        { name: 'Dictionary', value: lexiconDisplayName(lobby.rules.lexicon), inline: true },
        { name: 'Words', value: CHALLENGE_WORDS[lobby.rules.challenge], inline: true },
        ...(lobby.clock ? [{ name: 'Clock', value: paceLine(lobby.clock), inline: false }] : []),
      ],
      footer: { text: `The host starts the game when everyone is in (${lobby.rules.minPlayers}-${lobby.rules.maxPlayers} players).` },
    }],
    components: [
      buttons([IDS.join, full ? 'Join (the game is full)' : 'Join', ButtonStyle.Primary, full], [IDS.leave, 'Leave', ButtonStyle.Secondary], [IDS.start, 'Start', ButtonStyle.Success, lobby.players.length < lobby.rules.minPlayers]),
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
  const host = mention(lobby.hostId);
  const kept = list([
    'rules',
    ...(lobby.clock ? ['clock'] : []),
    ...(lobby.hints ? ['hints'] : []),
    ...(lobby.players.some((p) => isComputerId(p.id)) ? ['computer players'] : []),
  ]);
  const age = agesNeeded(lobby.rules) ? ' (with `/scrabble join age:`, since the youngest starts)' : '';
  const asked = invited.length > 0
    ? `${list(invited.map((p) => mention(p.id)))}: press **Join** to play again${age}, or **Decline / Leave** to say no. ${host} starts the game once you have answered.`
    : `Everyone asked has answered: ${host} starts the game when ready.`;
  const [embed] = base.embeds ?? [];
  return {
    ...base,
    content: `${host} wants a rematch, with the same ${kept}. ${asked}`,
    embeds: embed ? [{
      ...embed,
      title: `Rematch: ${presetWords(lobby.rules.preset)?.name ?? words.customRules.inTitle}`,
      fields: [
        ...(embed.fields ?? []).slice(0, 1),
        ...(invited.length > 0 ? [{ name: 'Seats kept for', value: invited.map((p) => `${mention(p.id)} (not answered yet)`).join('\n') }] : []),
        ...(declined.length > 0 ? [{ name: 'Declined', value: declined.map((p) => mention(p.id)).join('\n') }] : []),
        ...(embed.fields ?? []).slice(1),
      ],
      footer: { text: `${embed.footer?.text ?? ''} Until then the last game's analysis and export stay here.`.trim() },
    }] : [],
    components: (base.components ?? []).map((row) => ({
      ...row,
      components: row.components.map((c) => (invited.length > 0 && 'custom_id' in c && c.custom_id === IDS.leave ? { ...c, label: 'Decline / Leave' } : c)),
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
      placeholder: full ? 'The game is full' : 'Add a computer player (host only)',
      disabled: full,
      options: LEVEL_IDS.map((id) => ({ label: `Computer (${LEVELS[id].name})`, value: id, description: LEVELS[id].description })),
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
      placeholder: 'Remove a computer player (host only)',
      options: seated.map((p) => ({ label: computerName(p.id), value: p.id })),
    }],
  } as Row];
}

/**
 * The lobby once its game is dealt: who plays, in the order they play, and no buttons
 * (the board below is where the game goes on).
 */
export function startedLobbyMessage(lobby: Lobby, game: GameState): Reply {
  const preset = presetWords(lobby.rules.preset);
  const n = game.players.length;
  const order = game.players.map((_, i) => game.players[(game.firstPlayer + i) % n]!);
  return {
    content: `${mention(lobby.hostId)} opened a game of Scrabble. It has started: ${list(order.map((p) => mention(p.id)))} play in that order. The board is below.`,
    embeds: [{
      title: `Scrabble: ${preset?.name ?? words.customRules.inTitle}`,
      description: rulesSummary(lobby.rules),
      color: COLOUR.lobby,
      fields: [
        { name: 'Players, in turn order', value: order.map((p, i) => `${i + 1}. ${mention(p.id)}`).join('\n') },
        { name: 'Dictionary', value: lexiconDisplayName(lobby.rules.lexicon), inline: true },
        { name: 'Words', value: CHALLENGE_WORDS[lobby.rules.challenge], inline: true },
        ...(lobby.clock ? [{ name: 'Clock', value: paceLine(lobby.clock), inline: false }] : []),
      ],
      footer: { text: 'The game has started: this lobby takes no more players. Use /scrabble board to post the board again.' },
    }],
    components: [],
    mentions: [],
  };
}
