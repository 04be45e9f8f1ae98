import { describeRemoteContract } from '@crm/shared/testing';
import pkg from '../package.json';
import { remote } from './remote';

describeRemoteContract(remote, pkg);
