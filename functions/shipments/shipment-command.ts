import middy from '@middy/core';
import * as z from 'zod';
import { streamIdOf } from '../../events/envelope';
import { shipmentDecider, type ShipmentCommand } from '../../domain/shipment/shipment-commands';
import type { ShipmentCommandResult } from '../../domain/shipment/shipment-views';
import { executeCommand, type CommandContext } from '../platform/command';
import { commandContextOf } from '../platform/http/command-context';
import { authenticate, httpPlatform, json, parseRequest, type ApiContext, type HttpEvent, type HttpResult } from '../platform/http/middlewares';
import { shipmentParamsSchema, type ShipmentParams } from './shipment-views';
import { clock } from '../platform/clock';

/** Every command on a shipment: its stream, the decider, and the answer with the version to wait for. */
export const runShipmentCommand = async (
  shipmentId: string,
  command: ShipmentCommandBuilder,
  context: CommandContext,
): Promise<ShipmentCommandResult & { replayed: boolean; appended: boolean }> => {
  const outcome = await executeCommand({
    decider: shipmentDecider,
    streamType: 'shipment',
    streamId: streamIdOf('shipment', shipmentId),
    command: command({ now: context.now, actor: context.actor }),
    context,
  });
  return {
    id: shipmentId,
    status: outcome.state.status === 'unknown' ? 'unknown' : outcome.state.status,
    version: outcome.version,
    replayed: outcome.replayed,
    appended: !outcome.replayed && outcome.events.length > 0,
  };
};

/** A command once its metadata is known (the handler builds it, the run adds time and actor). */
export type ShipmentCommandBuilder = (metadata: { now: Date; actor: CommandContext['actor'] }) => ShipmentCommand;

/**
 * The handler of a staff command on one shipment: `POST /admin/api/shipments/{shipmentId}/<verb>`, the
 * body parsed by its schema, the command built from it (after the reads it needs), the answer with the
 * version to wait for. `run` is how it is executed: `issueQuoteCommand` for those that issue a quote.
 */
export const staffShipmentCommandHandler = <Body>(options: {
  name: string;
  body: z.ZodType<Body>;
  command: (shipmentId: string, body: Body, context: CommandContext) => ShipmentCommandBuilder | Promise<ShipmentCommandBuilder>;
  run?: (shipmentId: string, command: ShipmentCommandBuilder, context: CommandContext) => Promise<ShipmentCommandResult>;
}) =>
  middy<HttpEvent, HttpResult, Error, ApiContext<Body, ShipmentParams>>()
    .use(httpPlatform({ name: options.name }))
    .use(authenticate('admin'))
    .use(parseRequest({ body: options.body, params: shipmentParamsSchema }))
    .handler(async (_event, context) => {
      const { shipmentId } = context.params;
      const commandContext = commandContextOf(context, clock.now());
      const command = await options.command(shipmentId, context.body, commandContext);
      const result = await (options.run ?? runShipmentCommand)(shipmentId, command, commandContext);
      const answer: ShipmentCommandResult = { id: result.id, status: result.status, version: result.version };
      return json(200, answer);
    });

