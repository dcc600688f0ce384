// The camera scan of a reply's QR code, on the host's invite panel. Loaded only
// when the player asks for the camera (src/app/net/scan.rs adds this module to
// the page then), so the first visit downloads none of it; the service worker
// keeps it for offline play like every other file of the app.
//
//   const stop = boardroomScan(box, found);
//
// shows the rear camera in `box`, with a line saying what is happening, and
// calls `found(text)` with each new text a QR code in view holds, until
// `stop()`. It reads with the browser's BarcodeDetector where there is one, and
// otherwise with the app's own decoder (qr-decode.js), fetched only then.

/** How often a frame is looked at: often enough to feel instant, no more. */
const EVERY_MS = 200;
/** Frames are read at most this wide: enough for a code that fills a third of it. */
const MAX_WIDTH = 800;

/** What a refused camera means for the player, and what to do instead. */
function cameraTrouble(error) {
  switch (error?.name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'The camera was not allowed. Allow it for this site in the browser, or paste the reply instead.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'This device has no camera to scan with. Paste the reply instead.';
    case 'NotReadableError':
      return 'Another app is using the camera. Close it and scan again, or paste the reply instead.';
    default:
      return 'The camera could not be opened. Paste the reply instead.';
  }
}

/** A reader of frames: BarcodeDetector's where it reads QR codes, else ours. */
async function makeReader() {
  if ('BarcodeDetector' in globalThis) {
    try {
      const formats = await globalThis.BarcodeDetector.getSupportedFormats();
      if (formats.includes('qr_code')) {
        const detector = new globalThis.BarcodeDetector({ formats: ['qr_code'] });
        return { kind: 'BarcodeDetector', read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
      }
    } catch {
      // Listed but broken (some Linux builds): ours does the job.
    }
  }
  const { decodeQr } = await import('./qr-decode.js');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'qr-decode.js',
    read: async (video) => {
      const scale = Math.min(1, MAX_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (!width || !height) return null;
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const grey = new Uint8Array(width * height);
      for (let i = 0; i < grey.length; i++) {
        grey[i] = (data[4 * i] * 77 + data[4 * i + 1] * 150 + data[4 * i + 2] * 29) >> 8;
      }
      return decodeQr(grey, width, height);
    },
  };
}

function boardroomScan(box, found) {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('aria-hidden', 'true');
  const line = document.createElement('p');
  line.className = 'net-status';
  line.setAttribute('role', 'status');
  line.textContent = 'Opening the camera…';
  box.replaceChildren(video, line);

  let stopped = false;
  let stream = null;
  let timer = 0;
  let last = null;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream?.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };

  // No camera to show: only the line saying why, and what to do instead.
  const fail = (text) => {
    video.remove();
    line.textContent = text;
  };
  (async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      return fail('This browser cannot use the camera here (it needs the app opened over https). Paste the reply instead.');
    }
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (error) {
      return fail(cameraTrouble(error));
    }
    if (stopped) return stop();
    video.srcObject = stream;
    await video.play().catch(() => {});
    const reader = await makeReader();
    // Which reader runs, for the page's tests (headless Chromium has no detector).
    box.dataset.reader = reader.kind;
    line.textContent = 'Point the camera at the QR code of the reply on the other device.';
    const look = async () => {
      if (stopped) return;
      let text = null;
      try {
        if (video.readyState >= 2) text = await reader.read(video);
      } catch {
        // A frame that could not be read: the next one may.
      }
      if (stopped) return;
      if (text && text !== last) {
        last = text;
        found(text);
      }
      timer = setTimeout(look, EVERY_MS);
    };
    look();
  })();
  return stop;
}

globalThis.boardroomScan = boardroomScan;
