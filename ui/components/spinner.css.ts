import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.7s linear infinite`,
  verticalAlign: '-0.125em',
});

export const block = style({
  display: 'flex',
  justifyContent: 'center',
  padding: '48px 0',
  fontSize: '1.5rem',
});
