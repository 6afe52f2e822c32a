import { describe, expect, it } from 'vitest';
import { apiMessageCatalogue, messageText } from '@platter/domain';
import { staleEdit, whenChanged } from './stale-edit.ts';

const NOW = new Date('2026-06-02T13:00:00Z');

describe('a stale edit’s words', () => {
  it('says the time alone today, and the day too another day, in the language asked for', () => {
    expect(whenChanged(new Date('2026-06-02T12:05:00Z'), NOW, 'Europe/London')).toBe('13:05');
    expect(whenChanged(new Date('2026-06-01T12:05:00Z'), NOW, 'Europe/London')).toBe('13:05 on 1 June');
    expect(whenChanged(new Date('2026-06-01T12:05:00Z'), NOW, 'Europe/Lisbon', 'pt-PT')).toBe('13:05 de 1 de junho');
  });

  it('translates by its key, whatever the name holds, and keeps English as written', async () => {
    const error = staleEdit(
      { updatedAt: '2026-06-01T12:05:00Z', updatedBy: { _id: 'someone', name: 'Pat at the Pass' } },
      { editorId: 'me', now: NOW, timeZone: 'Europe/Lisbon' },
    );
    expect(error.message).toBe('Changed by Pat at the Pass at 13:05 on 1 June. Reload to see their change.');
    expect(error.details).toEqual({ current: { updatedAt: '2026-06-01T12:05:00Z', updatedBy: { _id: 'someone', name: 'Pat at the Pass' } } });
    const portuguese = await apiMessageCatalogue('pt-PT');
    expect(messageText(error.template!('pt-PT'), portuguese)).toBe('Alterado por Pat at the Pass às 13:05 de 1 de junho. Recarregue para ver a alteração.');
    expect(messageText(error.template!('en-GB'))).toBe(error.message);
  });
});
