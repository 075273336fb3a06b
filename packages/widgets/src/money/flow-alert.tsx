/** A refusal or a failure in a money flow's step, announced as it appears; nothing when there is none. */
export function FlowAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="owo-flow__alert" role="alert">
      {message}
    </p>
  );
}
