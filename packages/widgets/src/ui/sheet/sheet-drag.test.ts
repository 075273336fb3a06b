import { describe, expect, it } from 'vitest';
import {
  SHEET_DRAG_CLOSE_THRESHOLD,
  SHEET_DRAG_VELOCITY_THRESHOLD,
  SHEET_TOP_OFFSET_PX,
  SHEET_TWEEN,
} from '../constants';
import { sheetDragOutcome, VelocityTracker } from './sheet-drag';

describe('bottom sheet drag (SPEC.md 9)', () => {
  it('uses the spec defaults', () => {
    expect(SHEET_TWEEN.duration).toBe(0.2);
    expect(SHEET_DRAG_VELOCITY_THRESHOLD).toBe(500);
    expect(SHEET_DRAG_CLOSE_THRESHOLD).toBe(0.6);
    expect(SHEET_TOP_OFFSET_PX).toBe(34);
  });

  it('closes on a flick faster than 500 px/s, however short', () => {
    expect(sheetDragOutcome({ offset: 10, velocity: 501, height: 400 })).toBe('close');
    expect(sheetDragOutcome({ offset: 10, velocity: 500, height: 400 })).toBe('stay');
  });

  it('closes past 0.6 of its height and springs back before', () => {
    expect(sheetDragOutcome({ offset: 241, velocity: 0, height: 400 })).toBe('close');
    expect(sheetDragOutcome({ offset: 240, velocity: 0, height: 400 })).toBe('stay');
  });

  it('measures downward speed over the last samples', () => {
    const tracker = new VelocityTracker();
    tracker.add(0, 0);
    tracker.add(30, 50);
    tracker.add(60, 100);
    expect(tracker.velocity()).toBe(600);
  });
});
