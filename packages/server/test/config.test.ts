import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ConfigError, SETTINGS, loadConfig, settingsTable } from '../src/config';
import { SETTINGS_DOCUMENTS, withSettingsTable } from '../src/system/settings-docs';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database in ./data, no mail, no Google', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: undefined,
      databaseUrl: undefined,
      smtpUrl: undefined,
      googleClientId: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      logLevel: 'info',
      trustProxy: false,
      maxPlayers: 300,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://decklist.example/',
      DATABASE_URL: 'postgres://u@db:5432/decklist',
      DATA_DIR: '/var/lib/decklist',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Decklist <hi@decklist.example>',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/jwks',
      CARDS_FILE: '/srv/cards.json.gz',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      MAX_PLAYERS: '2000',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://decklist.example',
      databaseUrl: 'postgres://u@db:5432/decklist',
      dataDir: '/var/lib/decklist',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      googleClientId: 'abc.apps.googleusercontent.com',
      googleJwksUrl: 'http://127.0.0.1:9999/jwks',
      cardsFile: '/srv/cards.json.gz',
      logLevel: 'warn',
      trustProxy: ['127.0.0.1', '10.0.0.0/8'],
      maxPlayers: 2000,
    });
    expect(loadConfig({}).embeddedDatabase).toBe('postgres');
    expect(loadConfig({ EMBEDDED_DATABASE: 'pglite' }).embeddedDatabase).toBe('pglite');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).trustProxy).toEqual(['loopback', '::1', 'fd00::/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY=true and hop counts, which do not do what they say, and anything that is not an address', () => {
    for (const value of ['true', '1', '2']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY[\s\S]*e\.g\. TRUST_PROXY=127\.0\.0\.1/);
    for (const value of ['nginx', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,']) {
      if (value === '127.0.0.1,') expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(['127.0.0.1']);
      else expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'decklist.example'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['EMBEDDED_DATABASE', 'sqlite'],
    ['SMTP_URL', 'mail.example'],
    ['LOG_LEVEL', 'loud'],
    ['GOOGLE_JWKS_URL', 'not a url'],
    ['MAX_PLAYERS', '0'],
    ['MAX_PLAYERS', 'many'],
  ])('refuses a bad %s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads the metrics and shutdown settings, and refuses a weak token or a metrics port that is the main port', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: undefined, shutdownTimeoutMs: 20_000 });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32), METRICS_PORT: '9464', SHUTDOWN_TIMEOUT: '2.5' })).toMatchObject({
      metricsToken: 'a'.repeat(32),
      metricsPort: 9464,
      shutdownTimeoutMs: 2500,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has spaces in it, sixteen+' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT: '-1' })).toThrow(/SHUTDOWN_TIMEOUT/);
  });

  it('reads the live sockets allowed per address, 5,000 unless set', () => {
    expect(loadConfig({}).liveSocketsPerAddress).toBe(5000);
    expect(loadConfig({ LIVE_SOCKETS_PER_ADDRESS: '20000' }).liveSocketsPerAddress).toBe(20_000);
    expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: '0' })).toThrow(/LIVE_SOCKETS_PER_ADDRESS/);
    expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: 'many' })).toThrow(/LIVE_SOCKETS_PER_ADDRESS/);
  });

  it('moves a PGlite DATA_DIR at start only when MIGRATE_DATA_AT_START is true', () => {
    expect(loadConfig({}).migrateDataAtStart).toBe(false);
    expect(loadConfig({ MIGRATE_DATA_AT_START: 'true' }).migrateDataAtStart).toBe(true);
    expect(loadConfig({ MIGRATE_DATA_AT_START: 'false' }).migrateDataAtStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_DATA_AT_START: 'yes' })).toThrow(/MIGRATE_DATA_AT_START: must be true or false/);
  });
});

describe('the settings as the docs show them', () => {
  it('are written from config.ts: README.md and docs/configuration.md hold its tables as they are now (npm run docs:config)', () => {
    for (const { file, kind } of SETTINGS_DOCUMENTS) {
      const text = fs.readFileSync(file, 'utf8');
      expect(withSettingsTable(text, kind), `${file}: run npm run docs:config`).toBe(text);
      for (const entry of Object.values(SETTINGS)) expect(text).toContain(`| \`${entry.env}\` |`);
    }
  });

  it('say every variable loadConfig reads, each once', () => {
    const variables = Object.values(SETTINGS).map((entry) => entry.env);
    expect(new Set(variables).size).toBe(variables.length);
    expect(settingsTable('docs').split('\n')).toHaveLength(variables.length + 2);
  });
});
