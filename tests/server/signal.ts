/** A promise (`fired`) and the function that resolves it (`fire`): one side tells the other when. */
export function signal(): { fire: () => void; fired: Promise<void> } {
  let fire = () => {};
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}
