import { providedShares } from './provided';

const SHARED = {
  version: '4.0.0',
  requiredVersion: '^4.0.0',
  singleton: true,
  strictVersion: true,
};
const REACT = {
  version: '19.2.9',
  requiredVersion: '^19.2.0',
  singleton: true,
  strictVersion: true,
};
const MAP = {
  react: REACT,
  'react/': REACT,
  'react-dom': REACT,
  'react-dom/': REACT,
  zustand: { version: '5.1.0', requiredVersion: '^5.0.0', singleton: true, strictVersion: true },
  '@staffledger/shared': SHARED,
  '@staffledger/shared/core': SHARED,
  '@staffledger/shared/router': SHARED,
  '@staffledger/shared/sheet': SHARED,
};

type Share = { version: string; loaded: boolean; lib?: () => unknown; get?: () => unknown };

it("hands the remotes the shell's own copies, each counted as loaded", () => {
  const shares = providedShares(MAP) as Record<string, Share>;
  expect(Object.keys(shares).sort()).toEqual(
    [
      '@staffledger/shared',
      '@staffledger/shared/core',
      '@staffledger/shared/router',
      '@staffledger/shared/sheet',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      'react/jsx-runtime',
      'zustand',
    ].sort(),
  );
  expect(Object.values(shares).every((s) => s.loaded)).toBe(true);
  const react = shares.react.lib?.() as typeof import('react');
  expect(react.useState).toBe(jest.requireActual<typeof import('react')>('react').useState);
  expect(shares['@staffledger/shared'].lib).toBeUndefined();
  expect(typeof shares['@staffledger/shared'].get).toBe('function');
});

it("takes a subpath's version and range from its package's prefix entry", () => {
  const shares = providedShares(MAP) as Record<string, Share & { shareConfig: object }>;
  expect(shares['react-dom/client']).toMatchObject({
    version: '19.2.9',
    shareConfig: { requiredVersion: '^19.2.0', singleton: true, strictVersion: true },
  });
});

it('refuses a singleton the shared map of the build does not name', () => {
  expect(() => providedShares({ ...MAP, zustand: undefined } as never)).toThrow(
    'zustand is not in the shared map of the build',
  );
});
