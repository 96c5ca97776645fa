/**
 * Prints the /api route table (endpoints/) as JSON [method, path] pairs. Run with tsx by
 * tests/e2e/helpers/route-table.ts: Playwright's own loader cannot import the server code the
 * table pulls in (next/cache and Payload), tsx can.
 */
import { apiRoutes } from '../../../endpoints/index'

console.log(JSON.stringify(apiRoutes.map((route) => [route.method, route.path])))
process.exit(0)
