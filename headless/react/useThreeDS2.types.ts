/** The types of useThreeDS2: its options and what it returns. */
import type { CSSProperties } from 'react';
import type { ThreeDS2State } from 'headless-checkout/core';
import type { ActionCallbacks, ActionResult } from './use-action-run';

/** Options of useThreeDS2. */
interface UseThreeDS2Options extends ActionCallbacks {
  /** The challenge window size code: '01' 250x400, '02' 390x400 (default), '03' 500x600, '04' 600x400, '05' 100%. */
  challengeWindowSize?: string;
}

/** What useThreeDS2 returns: the action contract's fields, and the 3DS2 flow's. */
interface UseThreeDS2Result extends ActionResult {
  /**
   * The flow's state: its step (`state.status`: init, retrievingFingerPrint, submittingFingerprint,
   * retrievingChallengeToken, submittingDetails, redirect, complete, error), the challenge size,
   * threeDSCompInd, transStatus, the step that timed out.
   */
  state: ThreeDS2State;
  /** True while the challenge is to be shown: render the frame visibly. */
  isChallenge: boolean;
  /**
   * Props for the `<iframe>` 3DS2 runs in; render it while `status` is not complete or error. It is
   * hidden during the fingerprint, and sized by the window-size code during the challenge.
   */
  getFrameProps: (userProps?: { title?: string; className?: string; style?: CSSProperties }) => {
    ref: (frame: HTMLIFrameElement | null) => void;
    name: string;
    title: string;
    className?: string;
    style: CSSProperties;
    'aria-hidden'?: true;
    tabIndex?: -1;
  };
}

export type { UseThreeDS2Options, UseThreeDS2Result };
