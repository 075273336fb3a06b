import { assertEqual, nextFrames } from '../../../test/assert';
import { type Mounted, mount } from '../../../test/harness';
import { LOADER_SIZES } from '../constants';
import { Loader } from './loader';

describe('Loader', () => {
  let m: Mounted;
  afterEach(() => m.unmount());

  it('is a labelled status, full screen and clip/medium by default', async () => {
    m = await mount(<Loader />);
    const status = m.root.querySelector('[role="status"]') as HTMLElement;
    assertEqual(status.textContent, 'Loading');
    assertEqual(getComputedStyle(status).position, 'fixed');
    const ring = status.querySelector('[data-type="clip"]') as HTMLElement;
    assertEqual(getComputedStyle(ring).width, '35px');
  });

  it('sizes: clip 25/35/50, pulse and beat dots 10/15/20', async () => {
    assertEqual(
      JSON.stringify(LOADER_SIZES),
      JSON.stringify({
        small: { clip: 25, dot: 10 },
        medium: { clip: 35, dot: 15 },
        large: { clip: 50, dot: 20 },
      }),
    );
    m = await mount(
      <>
        <Loader fullScreen={false} size="small" />
        <Loader fullScreen={false} type="pulse" size="large" />
        <Loader fullScreen={false} type="beat" size="medium" />
      </>,
    );
    const [clip, pulse, beat] = [...m.root.querySelectorAll<HTMLElement>('.owo-loader__graphic')];
    assertEqual(getComputedStyle(clip as HTMLElement).width, '25px');
    assertEqual(getComputedStyle(pulse?.firstElementChild as Element).width, '20px');
    assertEqual(getComputedStyle(beat?.firstElementChild as Element).width, '15px');
    assertEqual(
      getComputedStyle(m.root.querySelector('.owo-loader') as Element).position,
      'static',
      'inline',
    );
  });

  it('is #161326 in light and #C0FAA0 in dark', async () => {
    m = await mount(<Loader fullScreen={false} type="pulse" />);
    const dot = m.root.querySelector('.owo-loader__graphic > span') as HTMLElement;
    assertEqual(getComputedStyle(dot).backgroundColor, 'rgb(22, 19, 38)');
    m.host.setAttribute('theme', 'dark');
    await nextFrames();
    assertEqual(getComputedStyle(dot).backgroundColor, 'rgb(192, 250, 160)');
  });
});
