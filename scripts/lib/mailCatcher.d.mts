export const MAIL_CATCHER_HOST: string;
export const DEFAULT_SMTP_PORT: number;
export const DEFAULT_WEB_PORT: number;

export interface MailCatcherPorts {
  smtpPort: number;
  webPort: number;
}
export function mailCatcherPorts(env?: Record<string, string | undefined>): MailCatcherPorts;
export function catcherUrls(ports: MailCatcherPorts): { smtpUrl: string; inboxUrl: string };
export function freePort(): Promise<number>;

export interface RunningMailCatcher {
  inboxUrl: string;
  smtpUrl: string;
  pid: number;
  stop(): Promise<void>;
}
export function startMailCatcher(options?: {
  smtpPort?: number;
  webPort?: number;
  cwd?: string;
}): Promise<RunningMailCatcher>;
