import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The message with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

/** Decodes quoted-printable (RFC 2045): soft line breaks and =XX escapes. */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i];
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface SmtpLogin {
  method: string;
  username: string;
  password: string;
}

/**
 * A mail sink on loopback: accepts every message, with or without auth (any credentials, which it
 * keeps in `logins`, so a test can tell which password the server used), never TLS, and keeps it.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  readonly logins: SmtpLogin[] = [];
  private server: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        this.logins.push({
          method: auth.method,
          username: auth.username ?? '',
          password: auth.password ?? '',
        });
        callback(null, { user: auth.username ?? 'test' });
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: decodeQuotedPrintable(raw),
          });
          this.waiters.splice(0).forEach((w) => w());
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  /** Resolves with the first message to `address`, waiting for it to arrive. */
  async waitFor(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => m.to.includes(address));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
