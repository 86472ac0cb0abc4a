/**
 * pdf.js draws embedded and standard fonts with `ArrayBuffer.prototype.transferToFixedLength`, which Node has only
 * from version 21: on Node 20 every text of a drawn page silently disappears (a blank page image). Loaded first
 * by the PDF worker thread, and only there; a copy stands in for the transfer (the source buffer is not detached,
 * which pdf.js does not rely on).
 */
declare global {
  interface ArrayBuffer {
    transferToFixedLength(length?: number): ArrayBuffer;
  }
}

if (typeof ArrayBuffer.prototype.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export {};
