// Fails when an installed package asks for a newer Node than the floor package.json promises (engines.node):
// npm only warns (EBADENGINE) and only on the Node it runs on, so CI checks the lockfile against the floor.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const floorRange = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const floor = semver.minVersion(floorRange);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
  const wanted = entry.engines?.node;
  return typeof wanted === 'string' && !semver.satisfies(floor, wanted)
    ? [`${where.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${wanted}`]
    : [];
});
if (refusing.length > 0) {
  console.error(`Packages that do not run on Node ${floor} (engines.node ${floorRange}):`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`every locked package runs on Node ${floor}`);
