import { parentPort } from 'node:worker_threads';
import { renderCreditNotePdf } from './credit-note-layout';
import { renderInvoicePdf } from './invoice-layout';
import type { PdfJob, PdfReply } from './pdf-pool';

/**
 * A thread of the PDF pool (`pdf-pool.ts`): draws each tax document it is sent, with the
 * fonts parsed once for the thread's life, and sends back its bytes.
 */
const render = (job: PdfJob) =>
  job.kind === 'invoice'
    ? renderInvoicePdf(job.invoice)
    : renderCreditNotePdf(job.note, job.invoice);

parentPort!.on('message', async ({ id, job }: { id: number; job: PdfJob }) => {
  let reply: PdfReply;
  try {
    const pdf = await render(job);
    // The bytes move to the other thread rather than being copied.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    reply = { id, pdf: bytes };
    parentPort!.postMessage(reply, [bytes.buffer]);
  } catch (err) {
    reply = { id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    parentPort!.postMessage(reply);
  }
});
