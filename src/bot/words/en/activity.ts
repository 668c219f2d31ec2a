/** The Activity's own failures in English: what its page shows when Discord or a request lets it down. */
import type { ActivityWords } from '../types.js';

export const activity: ActivityWords = {
  'bad-code': 'Discord did not accept the sign-in. Close the board and open it again.',
  'bad-token': 'Your sign-in has expired. Close the board and open it again.',
  'discord-unavailable': 'Discord is not answering right now, so you could not be signed in. Try again in a moment.',
  'bad-request': 'That request was not understood. Reload the board and try again.',
  'not-found': 'There is nothing here.',
  busy: 'Too many boards are open right now. Try again in a moment.',
};
