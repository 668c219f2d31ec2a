/** What a player sees privately: their rack, the bag, the exchange picker. */
import type { APIActionRowComponent, APIComponentInMessageActionRow } from 'discord-api-types/v10';
import { ComponentType } from 'discord.js';
import { fewestExchanged, type GameState, privateView, rackValue, TILE_SETS } from '../../engine/index.js';
import { renderRack } from '../render-queue.js';
import { exchangeSelectId } from '../components/custom-ids.js';
import { words } from '../words/index.js';
import type { Reply } from './reply.js';

/** A rack in words, for screen readers and for players who cannot see images. */
export const rackWords = (rack: string): string => words.rack.tiles(rack);

/** A player's own rack, privately. */
export async function rackMessage(s: GameState, player: number, intro?: string): Promise<Reply> {
  const view = privateView(s, player);
  const image = await renderRack(view.rack, s.rules.tileSet);
  const value = rackValue(view.rack, TILE_SETS[s.rules.tileSet]);
  return {
    content: words.rack.rack(intro, rackWords(view.rack), value, s.status === 'playing' && s.turn === player),
    files: [{ name: 'rack.png', data: image, description: words.rack.imageDescription(rackWords(view.rack)) }],
    ephemeral: true,
  };
}

/**
 * The tiles a player has not seen: in the bag or on other racks. A spectator has no rack:
 * for them it is every tile not on the board, in the bag and on all the racks together,
 * which tells nothing about any one rack.
 */
export function bagMessage(s: GameState, player: number): Reply {
  const view = privateView(s, player);
  const counts = new Map<string, number>();
  for (const t of view.unseen) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { content: words.rack.unseen(player < 0, view.unseen.length, s.bag.length, [...counts]), ephemeral: true };
}

/** The exchange picker: a select menu of the player's tiles. */
/** `board`: the board message it was opened from; the choice acts only while that board is current. */
export function exchangePicker(s: GameState, player: number, board?: string): Reply {
  const rack = s.racks[player]!;
  const whole = s.rules.exchange === 'wholeRackOnly';
  return {
    content: whole ? words.rack.exchange.wholeRack : words.rack.exchange.pick,
    components: [{
      type: ComponentType.ActionRow,
      components: [{
        type: ComponentType.StringSelect,
        custom_id: exchangeSelectId.build({ board }),
        placeholder: words.rack.exchange.placeholder,
        min_values: fewestExchanged(s.rules, rack.length),
        // Every tile put back is replaced from the bag: no more can be picked than it holds.
        max_values: whole ? rack.length : Math.min(rack.length, s.bag.length),
        options: [...rack].map((t, i) => ({ label: words.rack.tile(t), value: `${i}:${t}` })),
      }],
    }] as APIActionRowComponent<APIComponentInMessageActionRow>[],
    ephemeral: true,
  };
}
