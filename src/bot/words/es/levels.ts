/** The computer's levels by their Spanish names. */
import { LEVELS, type LevelId } from '../../../ai/levels.js';

const NAMES: Record<LevelId, string> = { beginner: 'Principiante', casual: 'Casual', club: 'Club', strong: 'Fuerte' };

/**
 * A level's name in Spanish. Sentences are handed the level's own name (`LEVELS[id].name`),
 * so it is looked up by that; a name that is no level's is shown as it came.
 */
export function levelName(name: string): string {
  const id = (Object.keys(LEVELS) as LevelId[]).find((l) => LEVELS[l].name === name);
  return id ? NAMES[id] : name;
}
