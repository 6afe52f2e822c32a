import { type ContactBody, contactResponse } from '@platter/domain';
import { http } from '../http.ts';

/** POST /contact: the message goes to the restaurant's e-mail, Reply-To the diner. */
export async function sendContactMessage(body: ContactBody, fallback: string): Promise<string> {
  const answer = await http.send('/contact', { method: 'POST', body }, contactResponse, fallback);
  return answer.message ?? '';
}
