import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startThread } from '../../lib/start-thread';
import type { CreditNoteRow, InvoiceRow } from '../../db/schema';

/** A tax document to draw: an invoice, or a credit note against its invoice. */
export type PdfJob =
  | { kind: 'invoice'; invoice: InvoiceRow }
  | { kind: 'credit-note'; note: CreditNoteRow; invoice: InvoiceRow };

export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Threads kept: one beside the event loop on two cores, at most two. */
const SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A thread idle this long ends, giving back its memory (fonts, pdfkit); the next PDF starts one. */
const IDLE_MS = 60_000;

type Pending = { resolve: (pdf: Buffer) => void; reject: (err: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending>; idle?: NodeJS.Timeout };

/**
 * Invoices and credit notes are drawn on worker threads, not on the event loop: laying out
 * and subsetting the fonts costs tens of milliseconds of CPU per document, and ten paid orders
 * a second (each with its invoice in the confirmation mail) would otherwise hold up every
 * other request behind them (docs/decisions/039). Threads start with the first document and
 * end when idle; they never keep the process alive.
 */
class PdfPool {
  private readonly threads: Thread[] = [];
  private nextId = 0;
  readonly stats = { rendered: 0, failed: 0, threadsStarted: 0 };

  render(job: PdfJob): Promise<Buffer> {
    const thread = this.pick();
    const id = ++this.nextId;
    if (thread.idle) clearTimeout(thread.idle);
    thread.idle = undefined;
    return new Promise<Buffer>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, job });
    });
  }

  /** The thread with the fewest documents waiting, or a new one while the pool is not full. */
  private pick(): Thread {
    const least = this.threads.reduce<Thread | undefined>(
      (best, t) => (!best || t.pending.size < best.pending.size ? t : best),
      undefined,
    );
    if (least && (least.pending.size === 0 || this.threads.length >= SIZE)) return least;
    return this.start();
  }

  private start(): Thread {
    // `dist/pdf-worker.js` once bundled, an entry point of the build.
    const worker = startThread(import.meta.url, 'pdf-worker');
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    this.threads.push(thread);
    this.stats.threadsStarted++;
    worker.on('message', (reply: PdfReply) => {
      const waiting = thread.pending.get(reply.id);
      if (!waiting) return;
      thread.pending.delete(reply.id);
      if ('pdf' in reply) {
        this.stats.rendered++;
        waiting.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      } else {
        this.stats.failed++;
        waiting.reject(new Error(`PDF could not be drawn: ${reply.error}`));
      }
      if (thread.pending.size === 0) {
        thread.idle = setTimeout(() => this.retire(thread), IDLE_MS);
        thread.idle.unref();
      }
    });
    // A thread that fails or ends fails what it was drawing; the next document starts another.
    const lost = (err: Error) => {
      this.forget(thread);
      for (const waiting of thread.pending.values()) waiting.reject(err);
      thread.pending.clear();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`PDF thread ended (exit code ${code})`)));
    return thread;
  }

  private retire(thread: Thread) {
    if (thread.pending.size > 0) return;
    this.forget(thread);
    void thread.worker.terminate();
  }

  private forget(thread: Thread) {
    const at = this.threads.indexOf(thread);
    if (at >= 0) this.threads.splice(at, 1);
    if (thread.idle) clearTimeout(thread.idle);
  }
}

export const pdfPool = new PdfPool();

/** The invoice's PDF, drawn on a worker thread. */
export const invoicePdf = (invoice: InvoiceRow) => pdfPool.render({ kind: 'invoice', invoice });

/** The credit note's PDF, drawn on a worker thread. */
export const creditNotePdf = (note: CreditNoteRow, invoice: InvoiceRow) =>
  pdfPool.render({ kind: 'credit-note', note, invoice });
