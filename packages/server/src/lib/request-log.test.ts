import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helpers';
import { nextClientAddress } from '../../test/requests';

describe('logs at info', () => {
  it('mask e-mail addresses, phones and tokens, and summarise requests', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({}, undefined, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const email = 'kavya.menon@example.in';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        first_name: 'Kavya',
        last_name: 'Menon',
        email,
        phone_number: '9123456780',
        password: 'tulsi-and-honey',
      },
      remoteAddress: nextClientAddress(),
    });
    expect(signup.statusCode).toBe(201);
    for (let i = 0; i < 20; i++)
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.app.background.settled();
    await t.close();

    const all = lines.join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain('9123456780');
    const written = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const outbox = written.find((line) => line.msg === 'mail written to outbox')!;
    expect(outbox.to).toBe('k***@example.in');
    // 21 requests: no line of their own at info, one summary.
    const summaries = written.filter((line) => line.msg === 'requests in the last minute');
    expect(summaries).toEqual([
      expect.objectContaining({ requests: 21, by_status: { '2xx': 21 } }),
    ]);
    expect(written.filter((line) => line.msg === 'request completed')).toEqual([]);
  }, 90_000);
});
