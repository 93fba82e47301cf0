export interface NginxValues {
  /** One entry per instance, as nginx's `server` takes it: `10.0.1.11:3000 max_fails=2 fail_timeout=5s`. */
  siteServers: string[];
  apiServers: string[];
  /** `listen` addresses: `80` / `443`, or `127.0.0.1:8208` / `127.0.0.1:8207`. */
  httpListen: string;
  httpsListen: string;
  siteHosts: string[];
  apiHost: string;
  certificate?: string;
  certificateKey?: string;
  cacheDir: string;
  /** false only for the local demo (plain HTTP). */
  tls?: boolean;
}
export function renderNginxConf(source: string, options: NginxValues): string;
