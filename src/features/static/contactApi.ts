import type { ApiClient, Envelope } from '@/lib/api/client';
import type { toContactBody } from './contactSchema';

/** Sends the contact form to the club (`POST /contact`); answers the stored message's reference. */
export async function sendContactMessage(
  api: ApiClient,
  body: ReturnType<typeof toContactBody>,
): Promise<{ id: number; message: string }> {
  const response = await api.post<Envelope<{ id: number }>>('/contact', body);
  return { id: response.data.data.id, message: response.data.message };
}
