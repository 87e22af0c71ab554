import { describe, expect, it } from 'vitest';
import { depotOfKey } from '../../server/api/crew-positions';
import { ConfigError, loadConfig, parseCrewKeys } from '../../server/config';

describe('delivery configuration', () => {
  it('reads CREW_KEYS as depot=key pairs and refuses short or malformed keys', () => {
    const keys = parseCrewKeys(
      'montreal=montreal-key-0123456789abcdef, toronto=toronto-key-0123456789abcdef',
    );
    expect([...keys.keys()]).toEqual(['montreal', 'toronto']);
    expect(depotOfKey(keys, 'toronto-key-0123456789abcdef')).toBe('toronto');
    expect(depotOfKey(keys, 'toronto-key-0123456789abcdeX')).toBeNull();
    expect(parseCrewKeys(undefined).size).toBe(0);
    expect(() => parseCrewKeys('montreal=short')).toThrow(ConfigError);
    expect(() => parseCrewKeys('Montréal key')).toThrow(ConfigError);
  });

  it('takes an http(s) MAP_STYLE_URL and runs the simulator outside production and tests', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.ca/style.json' }).mapStyleUrl).toBe(
      'https://tiles.example.ca/style.json',
    );
    expect(loadConfig({}).mapStyleUrl).toBeUndefined();
    expect(() => loadConfig({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(loadConfig({}).deliverySimulator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).deliverySimulator).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://pivot.example.ca' })
        .deliverySimulator,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DELIVERY_SIMULATOR: '1' }).deliverySimulator).toBe(true);
    expect(() => loadConfig({ DELIVERY_SIMULATOR: 'sometimes' })).toThrow(ConfigError);
  });
});
