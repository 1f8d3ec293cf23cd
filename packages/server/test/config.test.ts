import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

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
      TRUST_PROXY: '1',
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
      trustProxy: 1,
      maxPlayers: 2000,
    });
    expect(loadConfig({}).embeddedDatabase).toBe('postgres');
    expect(loadConfig({ EMBEDDED_DATABASE: 'pglite' }).embeddedDatabase).toBe('pglite');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
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
});
