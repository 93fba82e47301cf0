export interface DockerStage {
  name: string;
  from: string;
  instructions: { op: string; value: string }[];
}
export function readDockerfile(file: string): { args: Record<string, string>; stages: DockerStage[] };
export function copiesOf(
  stage: DockerStage,
): { from: string | null; sources: string[]; destination: string }[];
