// Captures one offer and one answer from Chromium, as the app's connection makes
// them (one negotiated data channel, every candidate gathered), into the fixtures
// of tests/net_signal.rs. Run inside the test namespace:
//
//   tests/browser/netns.sh node tests/browser/capture-sdp.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, requireNetns, NET_CHROMIUM_ARGS, REPO_ROOT } from './harness.mjs';

requireNetns();
const browser = await launchBrowser({ args: NET_CHROMIUM_ARGS });
try {
  const { page } = await browser.newPage();
  const { offer, answer } = await page.evaluate(async () => {
    const gathered = (pc) =>
      new Promise((resolve) => {
        if (pc.iceGatheringState === 'complete') return resolve();
        pc.addEventListener('icegatheringstatechange', () => {
          if (pc.iceGatheringState === 'complete') resolve();
        });
      });
    const make = () => {
      const pc = new RTCPeerConnection();
      pc.createDataChannel('boardroom', { negotiated: true, id: 0, ordered: true });
      return pc;
    };
    const host = make();
    await host.setLocalDescription(await host.createOffer());
    await gathered(host);
    const guest = make();
    await guest.setRemoteDescription(host.localDescription);
    await guest.setLocalDescription(await guest.createAnswer());
    await gathered(guest);
    return { offer: host.localDescription.sdp, answer: guest.localDescription.sdp };
  });
  const dir = join(REPO_ROOT, 'tests', 'net_support');
  writeFileSync(join(dir, 'chromium_offer.sdp'), offer);
  writeFileSync(join(dir, 'chromium_answer.sdp'), answer);
  console.log(`${browser.browser.version()}\n--- offer\n${offer}--- answer\n${answer}`);
} finally {
  await browser.close();
}
