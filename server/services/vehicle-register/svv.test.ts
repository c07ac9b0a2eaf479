// @engines: pglite
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createSvvRegister, SVV_BASE_URL } from './svv';
import { RegisterUnavailableError } from './types';

const recorded = readFileSync(new URL('./fixtures/svv-kjoretoydata.json', import.meta.url), 'utf8');

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A register whose fetch always answers with `answer()`; the fake is returned to inspect the calls. */
function registerAnswering(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  return { fetch, register: createSvvRegister({ apiKey: 'test-key', fetch }) };
}

const unavailable = async (lookup: Promise<unknown>, status: number | null) => {
  const error = await lookup.then(
    () => expect.unreachable('lookup should have thrown'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegisterUnavailableError);
  expect((error as RegisterUnavailableError).status).toBe(status);
};

describe('createSvvRegister', () => {
  it('asks for the normalised plate with the API key and a timeout', async () => {
    const { fetch, register } = registerAnswering(() => json(recorded));
    await register.lookup('ab 12-345');
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://akfell-datautlevering.atlas.vegvesen.no/enkeltoppslag/kjoretoydata?kjennemerke=AB12345',
    );
    expect(new Headers(init?.headers).get('SVV-Authorization')).toBe('Apikey test-key');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(url).toContain(SVV_BASE_URL);
  });

  it('asks for one spelling of a plate however it was typed (src/domain/plate.ts)', async () => {
    const { fetch, register } = registerAnswering(() => json(recorded));
    await register.lookup(' el-12.345 ');
    await register.lookup('EL 12345');
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('kjennemerke'));
    expect(asked).toEqual(['EL12345', 'EL12345']);
  });

  it('uses the given base URL and escapes the plate', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(recorded));
    const register = createSvvRegister({ apiKey: 'k', fetch, baseUrl: 'http://svv.test/kjoretoydata' });
    await register.lookup('bø 1234');
    expect(fetch.mock.calls[0]?.[0]).toBe('http://svv.test/kjoretoydata?kjennemerke=B%C3%981234');
  });

  it('maps the recorded answer of a 2015 VW Golf 1.6 TDI', async () => {
    const { register } = registerAnswering(() => json(recorded));
    expect(await register.lookup('AB12345')).toEqual({
      plate: 'AB12345',
      vin: 'WVWZZZAUZFW512873',
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      motorCode: 'CXXB',
      powerKw: 81,
      fuel: 'Diesel',
      firstRegistration: '2015-04-17',
      carId: null,
    });
  });

  it('upper-cases the make and leaves out what the register does not know', async () => {
    const answer = JSON.parse(recorded);
    const vehicle = answer.kjoretoydataListe[0];
    const data = vehicle.godkjenning.tekniskGodkjenning.tekniskeData;
    data.generelt.merke = [{ merke: 'Volkswagen', merkeKode: '5750' }];
    delete data.motorOgDrivverk;
    delete vehicle.forstegangsregistrering;
    vehicle.kjoretoyId = { kjennemerke: 'AB 12345' };
    const { register } = registerAnswering(() => json(answer));
    expect(await register.lookup('AB12345')).toEqual({
      plate: 'AB12345',
      vin: null,
      make: 'VOLKSWAGEN',
      model: 'GOLF',
      motorCode: null,
      powerKw: null,
      fuel: null,
      firstRegistration: null,
      carId: null,
    });
  });

  it('answers null for a 404, a 204 and an empty list', async () => {
    expect(await registerAnswering(() => json({}, 404)).register.lookup('ZZ99999')).toBeNull();
    expect(
      await registerAnswering(() => new Response(null, { status: 204 })).register.lookup('ZZ99999'),
    ).toBeNull();
    expect(
      await registerAnswering(() => json({ kjoretoydataListe: [] })).register.lookup('ZZ99999'),
    ).toBeNull();
  });

  it('does not call the register for an empty plate', async () => {
    const { fetch, register } = registerAnswering(() => json(recorded));
    expect(await register.lookup(' - . ')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws RegisterUnavailableError on 403, 429 and 5xx', async () => {
    for (const status of [403, 429, 500, 503]) {
      await unavailable(
        registerAnswering(() => json({ error: 'nope' }, status)).register.lookup('AB12345'),
        status,
      );
    }
  });

  it('throws RegisterUnavailableError on a network error', async () => {
    const { register } = registerAnswering(() => Promise.reject(new TypeError('fetch failed')));
    await unavailable(register.lookup('AB12345'), null);
  });

  it('throws RegisterUnavailableError when the register is slower than the timeout', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const register = createSvvRegister({ apiKey: 'k', fetch, timeoutMs: 20 });
    await unavailable(register.lookup('AB12345'), null);
  });

  it('throws RegisterUnavailableError on a garbage body or an unexpected shape', async () => {
    const bodies = [
      '<html>Service Unavailable</html>',
      '',
      { feilmelding: 'Ukjent feil' },
      { kjoretoydataListe: [{ kjoretoyId: { kjennemerke: 'AB 12345' } }] },
      { kjoretoydataListe: 'AB12345' },
    ];
    for (const body of bodies) {
      await unavailable(registerAnswering(() => json(body)).register.lookup('AB12345'), null);
    }
  });
});
