import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Largest single message accepted; a longer line is answered with an error and skipped. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

// JSON-RPC 2.0 error codes (https://www.jsonrpc.org/specification#error_object).
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/**
 * MCP over stdio, newline-delimited JSON, that keeps the session alive whatever arrives: the SDK's
 * own transport closes on a message over 10 MB and answers malformed JSON with silence. Here bad
 * JSON gets a JSON-RPC parse error, a wrong shape gets "invalid request", and an oversized line
 * is discarded as it streams in (never buffered whole) and answered with an error.
 */
export class QuireStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private buffered = 0;
  /** True while skipping the rest of an oversized line. */
  private discarding = false;
  private discardedBytes = 0;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('end', this.onEnd);
    this.input.on('error', this.onStreamError);
  }

  private readonly onData = (chunk: Buffer | string): void => {
    let data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (data.length > 0) {
      const nl = data.indexOf(0x0a);
      const part = nl === -1 ? data : data.subarray(0, nl);
      if (this.discarding) {
        this.discardedBytes += part.length;
      } else if (this.buffered + part.length > this.maxBytes) {
        this.discarding = true;
        this.discardedBytes = this.buffered + part.length;
        this.chunks = [];
        this.buffered = 0;
      } else {
        this.chunks.push(part);
        this.buffered += part.length;
      }
      if (nl === -1) return;
      this.endLine();
      data = data.subarray(nl + 1);
    }
  };

  private endLine(): void {
    if (this.discarding) {
      const size = this.discardedBytes;
      this.discarding = false;
      this.discardedBytes = 0;
      this.reply(
        INVALID_REQUEST,
        `Message too large: ${size} bytes; Quire accepts at most ${this.maxBytes} bytes per message.`,
      );
      return;
    }
    const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
    this.chunks = [];
    this.buffered = 0;
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.reply(PARSE_ERROR, 'Parse error: the message is not valid JSON.');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success) {
      const id = idOf(json);
      this.reply(INVALID_REQUEST, 'Invalid request: not a JSON-RPC 2.0 message.', id);
      return;
    }
    this.onmessage?.(parsed.data);
  }

  private reply(code: number, message: string, id: string | number | null = null): void {
    // An error response to an unreadable message carries id null (JSON-RPC 2.0 §5).
    this.write({ jsonrpc: '2.0', id, error: { code, message } });
  }

  private write(message: unknown): Promise<void> {
    return new Promise((resolve) => {
      if (this.closed) return resolve();
      if (this.output.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.output.once('drain', resolve);
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return this.write(message);
  }

  private readonly onEnd = (): void => {
    void this.close();
  };

  private readonly onStreamError = (error: Error): void => {
    this.onerror?.(error);
  };

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.onData);
    this.input.off('end', this.onEnd);
    this.input.off('error', this.onStreamError);
    this.chunks = [];
    this.onclose?.();
  }
}

function idOf(json: unknown): string | number | null {
  if (json && typeof json === 'object' && 'id' in json) {
    const id = (json as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return null;
}
