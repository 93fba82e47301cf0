// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import featureDependencies from '../feature-dependencies.json';

/** The layer rule of eslint.config.mjs, run on small sources as if they sat at a path in src/. */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleErrors(ruleId: string, filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((m) => m.message);
}

async function layerErrors(filePath: string, imports: string): Promise<string[]> {
  const source = `${imports}\n\nexport function Probe() {\n  return null;\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: `${root}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the layer rule', { timeout: 60_000 }, () => {
  it('fails a component that imports a feature, by alias or by a relative path', async () => {
    expect(
      await layerErrors(
        'src/components/layout/Bad.tsx',
        "import { authPopupOpened } from '@/features/auth/authSlice';\nvoid authPopupOpened;",
      ),
    ).toEqual([expect.stringContaining('may not import from src/app, src/features')]);
    expect(
      await layerErrors(
        'src/components/layout/Bad.tsx',
        "import { walletSlice } from '../../features/agent/walletSlice';\nvoid walletSlice;",
      ),
    ).toHaveLength(1);
  });

  it('passes a component that imports its own layer and below', async () => {
    expect(
      await layerErrors(
        'src/components/layout/Good.tsx',
        [
          "import { Ltr } from '@/components/text/Ltr';",
          "import { useClub } from '@/lib/app/AppContext';",
          "import { useAppSelector } from '@/store/hooks';",
          'void Ltr;\nvoid useClub;\nvoid useAppSelector;',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('fails lib, store and i18n importing upwards, but for the root reducer listing feature slices', async () => {
    const component = "import { Ltr } from '@/components/text/Ltr';\nvoid Ltr;";
    const slice = "import { authSlice } from '@/features/auth/authSlice';\nvoid authSlice;";
    expect(await layerErrors('src/lib/geo/bad.ts', component)).toHaveLength(1);
    expect(await layerErrors('src/store/badSlice.ts', slice)).toHaveLength(1);
    expect(
      await layerErrors('src/i18n/bad.ts', "import { siteEnv } from '@/lib/env';\nvoid siteEnv;"),
    ).toHaveLength(1);
    expect(await layerErrors('src/store/makeStore.ts', slice)).toEqual([]);
  });

  it('lets features import each other only the declared way', async () => {
    const fromAuth = "import { fetchProfile } from '@/features/auth/api';\nvoid fetchProfile;";
    expect(await layerErrors('src/features/flights/checkout/Probe.tsx', fromAuth)).toEqual([]);
    expect(await layerErrors('src/features/agent/Probe.tsx', fromAuth)).toEqual([
      expect.stringContaining('features/agent may not import another feature'),
    ]);
    expect(
      await layerErrors(
        'src/features/payment/Probe.tsx',
        "import { travelDateOf } from '@/features/flights/checkout/travellerRules';\nvoid travelDateOf;",
      ),
    ).toEqual([expect.stringContaining('features/payment may import only features/preferences')]);
    expect(
      await layerErrors(
        'src/features/home/Probe.tsx',
        "import { notFound } from '@/app/[locale]/not-found';\nvoid notFound;",
      ),
    ).toEqual([expect.stringContaining('may not import from src/app')]);
  });

  it('keeps the booking kit below its modules: flights and hotels use it, it never imports them', async () => {
    const fromFlights =
      "import { flightBookingModule } from '@/features/flights/booking/flightBookingModule';\nvoid flightBookingModule;";
    expect(await layerErrors('src/features/booking/Probe.tsx', fromFlights)).toEqual([
      expect.stringContaining('features/booking may import only'),
    ]);
    expect(
      await layerErrors(
        'src/features/booking/Probe.tsx',
        "import { StaySummary } from '@/features/hotels/checkout/StaySummary';\nvoid StaySummary;",
      ),
    ).toHaveLength(1);
    const fromKit =
      "import type { BookingModule } from '@/features/booking/module';\nexport type M = BookingModule;";
    expect(await layerErrors('src/features/flights/booking/Probe.tsx', fromKit)).toEqual([]);
    expect(await layerErrors('src/features/hotels/booking/Probe.tsx', fromKit)).toEqual([]);
  });

  it('declares every feature, and no feature reaches itself through others', () => {
    const features = readdirSync(`${root}src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const graph: Record<string, string[]> = featureDependencies;
    expect(Object.keys(graph).sort()).toEqual(features);
    const reaches = (from: string, seen = new Set<string>()): Set<string> => {
      for (const next of graph[from] ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          reaches(next, seen);
        }
      }
      return seen;
    };
    for (const feature of features) expect(reaches(feature).has(feature), feature).toBe(false);
  });

  it('keeps the API client out of components and hooks: calls go through RTK Query endpoints', async () => {
    const apiErrors = (filePath: string, source: string) =>
      ruleErrors('no-restricted-syntax', filePath, `${source}\n`);
    const byHook = [
      "import { useApi } from '@/lib/app/AppContext';",
      'export function useProbe() {',
      '  const api = useApi();',
      "  return api.get('/traveler');",
      '}',
    ].join('\n');
    const byContext = [
      "import { useAppContext } from '@/lib/app/AppContext';",
      'export function useProbe() {',
      '  const { api } = useAppContext();',
      "  return api.get('/traveler');",
      '}',
    ].join('\n');
    const byMember = [
      "import { useAppContext } from '@/lib/app/AppContext';",
      "export const useProbe = () => useAppContext().api.get('/traveler');",
    ].join('\n');
    for (const source of [byHook, byContext, byMember]) {
      expect(await apiErrors('src/features/account/Probe.tsx', source)).toEqual([
        expect.stringContaining('through an RTK Query endpoint'),
      ]);
      expect(await apiErrors('src/components/forms/Probe.tsx', source)).toHaveLength(1);
    }
    // The polling search hook and the app's providers hold the client; reading the club is fine.
    expect(await apiErrors('src/features/booking/search/usePolledSearch.ts', byHook)).toEqual([]);
    expect(
      await apiErrors(
        'src/features/account/Probe.tsx',
        "import { useAppContext } from '@/lib/app/AppContext';\nexport const useProbe = () => useAppContext().club;",
      ),
    ).toEqual([]);
  });

  it('reports a hand-written fetch of the agent application (tests/fixtures/applicationByHand.ts)', async () => {
    const fixture = readFileSync(`${root}tests/fixtures/applicationByHand.ts`, 'utf8');
    const reported = (filePath: string) => ruleErrors('no-restricted-syntax', filePath, fixture);
    // The hook of the client, a client of its own, axios itself: each one reported, also in the
    // sign-in flow (its steps, the flow ticket, the login and logout), which calls endpoints too.
    for (const at of [
      'src/features/agent-signup/useApplication.ts',
      'src/components/forms/Probe.tsx',
      'src/features/auth/components/steps/LoginWelcomeStep.tsx',
      'src/features/auth/components/useFlowTicket.ts',
      'src/features/auth/useSession.ts',
    ])
      expect(await reported(at), at).toEqual([
        expect.stringContaining('through an RTK Query endpoint'),
        expect.stringContaining('through an RTK Query endpoint'),
        expect.stringContaining('through an RTK Query endpoint'),
      ]);
    // The polling search hook is the rule's one exemption in a hook.
    expect(await reported('src/features/booking/search/usePolledSearch.ts')).toEqual([]);
    // Types of axios and of the client are fine anywhere.
    expect(
      await ruleErrors(
        'no-restricted-syntax',
        'src/features/agent-signup/Probe.ts',
        "import type { AxiosProgressEvent } from 'axios';\nimport { type ApiClient } from '@/lib/api/client';\nexport type P = [AxiosProgressEvent, ApiClient];\n",
      ),
    ).toEqual([]);
  });

  it("keeps auth's sign-in flow inside: no file outside features/auth imports features/auth/components", async () => {
    const captcha = "import { Captcha } from '@/features/auth/components/Captcha';\nvoid Captcha;";
    for (const filePath of ['src/features/agent-signup/Probe.tsx', 'src/features/static/Probe.tsx']) {
      expect(await layerErrors(filePath, captcha)).toEqual([
        expect.stringContaining("sign-in flow's inside"),
      ]);
    }
    expect(
      await layerErrors(
        'src/features/agent-signup/Probe.tsx',
        "import { OtpInput } from '../auth/components/OtpInput';\nvoid OtpInput;",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'src/app/[locale]/probe/page.tsx',
        "import { AuthSteps } from '@/features/auth/components/steps/AuthSteps';\nvoid AuthSteps;",
      ),
    ).toHaveLength(1);
    // Its top-level modules and the shared form kit are open; auth's own files reach inside.
    const open = [
      "import { PasswordResetPage } from '@/features/auth/PasswordResetPage';",
      "import { Captcha } from '@/components/forms/Captcha';",
      'void PasswordResetPage;\nvoid Captcha;',
    ].join('\n');
    expect(await layerErrors('src/features/agent-signup/Probe.tsx', open)).toEqual([]);
    expect(
      await layerErrors(
        'src/features/auth/Probe.tsx',
        "import { OtpStep } from './components/steps/OtpStep';\nvoid OtpStep;",
      ),
    ).toEqual([]);
  });
});
