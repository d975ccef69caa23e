<?php
/**
 * Sends new and edited comments (and, when chosen, published posts) to Vigil. A submission
 * that fails is kept in an option and retried by WP-Cron with back-off, so nothing is lost
 * while Vigil is down. In "hold until cleared" mode a comment that WordPress would approve
 * waits as pending instead, until Vigil's decision clears it (Vigil_Callback).
 *
 * @package Vigil_Moderation
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Comment and post hooks, the pending queue and its cron event.
 */
class Vigil_Submitter {

	const CRON_HOOK = 'vigil_retry_pending_submissions';

	/** Back-off after the n-th failed attempt: 60 s doubled each time, at most an hour. */
	const BACKOFF_FIRST_SECONDS = 60;
	const BACKOFF_MAX_SECONDS   = 3600;

	/** Meta status of an item waiting in the retry queue. */
	const STATUS_QUEUED = 'QUEUED';

	/**
	 * Set by the pre_comment_approved filter when this plugin made a comment wait.
	 *
	 * @var bool
	 */
	private static $held_by_vigil = false;

	/**
	 * Hooks in.
	 */
	public static function register() {
		add_filter( 'pre_comment_approved', array( __CLASS__, 'hold_new_comment' ), 20, 2 );
		add_action( 'comment_post', array( __CLASS__, 'on_comment_post' ), 10, 2 );
		add_action( 'edit_comment', array( __CLASS__, 'on_edit_comment' ), 10, 1 );
		add_action( 'transition_post_status', array( __CLASS__, 'on_post_status' ), 10, 3 );
		add_action( self::CRON_HOOK, array( __CLASS__, 'retry_pending' ) );
	}

	/**
	 * Removes the cron event (on deactivation).
	 */
	public static function unschedule() {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}

	/**
	 * Schedules the cron event again for what is still queued (on activation): deactivating
	 * removed it, and the queue outlives it.
	 */
	public static function reschedule() {
		self::schedule( self::pending() );
	}

	/**
	 * In hold mode, a comment WordPress would approve waits for Vigil's decision instead.
	 *
	 * @param int|string|WP_Error $approved     1, 0, 'spam', 'trash' or an error.
	 * @param array               $comment_data The new comment.
	 * @return int|string|WP_Error
	 */
	public static function hold_new_comment( $approved, $comment_data ) {
		self::$held_by_vigil = false;
		unset( $comment_data );
		if ( 1 !== $approved && '1' !== $approved ) {
			return $approved;
		}
		$settings = Vigil_Options::get();
		if ( Vigil_Options::MODE_HOLD !== $settings['mode'] || ! Vigil_Options::is_configured() ) {
			return $approved;
		}
		self::$held_by_vigil = true;
		return 0;
	}

	/**
	 * A new comment.
	 *
	 * @param int        $comment_id The comment's id.
	 * @param int|string $approved   1, 0 or 'spam'.
	 */
	public static function on_comment_post( $comment_id, $approved ) {
		if ( self::$held_by_vigil ) {
			Vigil_Holds::held_on_arrival( 'comment', (int) $comment_id );
			self::$held_by_vigil = false;
		}
		if ( 'spam' === $approved || 'trash' === $approved ) {
			return;
		}
		self::submit_comment( (int) $comment_id );
	}

	/**
	 * An edited comment: a new version of the same item, scanned again.
	 *
	 * @param int $comment_id The comment's id.
	 */
	public static function on_edit_comment( $comment_id ) {
		$comment = get_comment( $comment_id );
		if ( ! $comment || in_array( $comment->comment_approved, array( 'spam', 'trash' ), true ) ) {
			return;
		}
		// In hold mode a changed text is a new text: it waits for Vigil as a new comment does.
		$settings = Vigil_Options::get();
		$changed  = self::text_hash( self::comment_text( $comment ) ) !== self::get_meta( 'comment', (int) $comment_id, Vigil_Options::META_CONTENT_HASH );
		if ( $changed && Vigil_Options::MODE_HOLD === $settings['mode'] && Vigil_Options::is_configured() ) {
			Vigil_Holds::held_for_edit( 'comment', (int) $comment_id );
		}
		self::submit_comment( (int) $comment_id );
	}

	/**
	 * A post being published (or updated while published), when posts are submitted too.
	 *
	 * @param string  $new_status New status.
	 * @param string  $old_status Old status.
	 * @param WP_Post $post       The post.
	 */
	public static function on_post_status( $new_status, $old_status, $post ) {
		unset( $old_status );
		$settings = Vigil_Options::get();
		if ( ! $settings['submit_posts'] || 'publish' !== $new_status || ! Vigil_Options::is_configured() ) {
			return;
		}
		if ( ! in_array( $post->post_type, array( 'post', 'page' ), true ) || wp_is_post_revision( $post ) ) {
			return;
		}
		$author = get_userdata( (int) $post->post_author );
		$text   = trim( $post->post_title . "\n\n" . wp_strip_all_tags( $post->post_content ) );
		$items  = self::items(
			array(
				'kind'     => 'post',
				'id'       => (int) $post->ID,
				'cms_id'   => 'post-' . $post->ID,
				'url'      => get_permalink( $post ),
				'username' => $author ? $author->display_name : __( 'Unknown author', 'vigil-moderation' ),
				'text'     => $text,
				'html'     => $post->post_content,
			)
		);
		self::send_all( $items );
	}

	/**
	 * Submits one comment: its text, and each image in it as an image item.
	 *
	 * @param int $comment_id The comment's id.
	 */
	public static function submit_comment( $comment_id ) {
		if ( ! Vigil_Options::is_configured() ) {
			return;
		}
		$comment = get_comment( $comment_id );
		if ( ! $comment ) {
			return;
		}
		$items = self::items(
			array(
				'kind'     => 'comment',
				'id'       => (int) $comment->comment_ID,
				'cms_id'   => (int) $comment->comment_ID,
				'url'      => get_comment_link( $comment ),
				'username' => '' !== trim( $comment->comment_author ) ? $comment->comment_author : __( 'Anonymous', 'vigil-moderation' ),
				'text'     => self::comment_text( $comment ),
				'html'     => $comment->comment_content,
			)
		);
		self::send_all( $items );
	}

	/**
	 * The text of a comment Vigil scans.
	 *
	 * @param WP_Comment|object $comment The comment.
	 * @return string
	 */
	private static function comment_text( $comment ) {
		return wp_strip_all_tags( $comment->comment_content );
	}

	/**
	 * What the plugin keeps of the text Vigil last took (META_CONTENT_HASH), to tell a changed
	 * text from the same one.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	private static function text_hash( $text ) {
		return md5( $text );
	}

	/**
	 * The submissions for one comment or post: the text, then each http(s) image it shows.
	 *
	 * @param array $source kind, id, cms_id, url, username, text, html.
	 * @return array[] Queue entries.
	 */
	private static function items( array $source ) {
		$home   = wp_parse_url( home_url() );
		$scheme = isset( $home['scheme'] ) && 'https' === $home['scheme'] ? 'https' : 'http';
		$domain = isset( $home['host'] ) ? $home['host'] : '';
		if ( isset( $home['port'] ) ) {
			$domain .= ':' . $home['port'];
		}
		$base = array(
			'username' => mb_substr( $source['username'], 0, 200 ),
			'scheme'   => $scheme,
			'domain'   => $domain,
		);

		$items = array();
		if ( '' !== trim( $source['text'] ) ) {
			$items[] = self::entry(
				$source,
				$base + array(
					'cms_meta'     => array(
						'id'   => $source['cms_id'],
						'type' => $source['kind'],
						'url'  => $source['url'],
					),
					'content_type' => 'text',
					'content'      => $source['text'],
				)
			);
		}
		if ( preg_match_all( '/<img\b[^>]*\bsrc\s*=\s*["\']?(https?:\/\/[^"\'\s>]+)/i', (string) $source['html'], $found ) ) {
			foreach ( array_values( array_unique( $found[1] ) ) as $index => $image_url ) {
				$items[] = self::entry(
					$source,
					$base + array(
						'cms_meta'     => array(
							'id'   => $source['cms_id'] . '-image-' . ( $index + 1 ),
							'type' => $source['kind'],
							'url'  => $source['url'],
							'item' => $source['kind'] . ':' . $source['id'],
						),
						'content_type' => 'image',
						'content'      => esc_url_raw( html_entity_decode( $image_url ) ),
					)
				);
			}
		}
		return $items;
	}

	/**
	 * One queue entry.
	 *
	 * @param array $source The comment or post.
	 * @param array $body   The request body.
	 * @return array
	 */
	private static function entry( array $source, array $body ) {
		return array(
			'key'      => $source['kind'] . ':' . $source['id'] . ':' . $body['cms_meta']['id'],
			'kind'     => $source['kind'],
			'id'       => $source['id'],
			'body'     => $body,
			'attempts' => 0,
			'next_at'  => 0,
		);
	}

	/**
	 * Sends each entry now; what fails goes to the retry queue.
	 *
	 * @param array[] $items Queue entries.
	 */
	private static function send_all( array $items ) {
		foreach ( $items as $item ) {
			self::drop_pending( $item['key'] );
			// An image waits for its decision from now, sent or queued: in hold mode a cleared
			// text does not bring the item back while one of its images is still unscanned.
			if ( 'image' === $item['body']['content_type'] ) {
				Vigil_Holds::image_sent( $item['kind'], $item['id'], (string) $item['body']['cms_meta']['id'], $item['body']['content'] );
			}
			if ( ! self::send( $item ) ) {
				self::queue( $item );
			}
		}
	}

	/**
	 * One attempt; records Vigil's report id and status on the item.
	 *
	 * @param array $item Queue entry.
	 * @return bool Whether Vigil accepted it (or refused it for good, so retrying cannot help).
	 */
	private static function send( array $item ) {
		$answer = Vigil_Client::submit( $item['body'] );
		if ( 202 === $answer['status'] || 200 === $answer['status'] ) {
			$report_id = isset( $answer['body']['id'] ) ? (string) $answer['body']['id'] : '';
			if ( 'text' === $item['body']['content_type'] ) {
				self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_REPORT_ID, $report_id );
				// Vigil scans (and notifies) again only when the text changed; the same text keeps
				// the status it has.
				$hash = self::text_hash( $item['body']['content'] );
				if ( self::get_meta( $item['kind'], $item['id'], Vigil_Options::META_CONTENT_HASH ) !== $hash ) {
					self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_CONTENT_HASH, $hash );
					self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_STATUS, 'PENDING' );
				}
			}
			return true;
		}
		// 400/413/415/422: the item itself is refused; sending it again would be refused again.
		// An image refused is that image's state only: the text keeps its own status.
		if ( in_array( $answer['status'], array( 400, 413, 415, 422 ), true ) ) {
			if ( 'text' === $item['body']['content_type'] ) {
				self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_STATUS, 'REFUSED' );
			} else {
				Vigil_Holds::image_refused( $item['kind'], $item['id'], (string) $item['body']['cms_meta']['id'], $item['body']['content'] );
			}
			return true;
		}
		if ( 'text' === $item['body']['content_type'] ) {
			self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_STATUS, self::STATUS_QUEUED );
			self::set_meta( $item['kind'], $item['id'], Vigil_Options::META_CONTENT_HASH, '' );
		}
		return false;
	}

	/**
	 * Puts a failed entry in the queue and makes sure the cron event is due.
	 *
	 * @param array $item Queue entry.
	 */
	private static function queue( array $item ) {
		++$item['attempts'];
		$item['next_at'] = time() + self::backoff_seconds( $item['attempts'] );
		$pending         = self::pending();

		$pending[ $item['key'] ] = $item;
		update_option( Vigil_Options::PENDING, $pending, false );
		self::schedule( $pending );
	}

	/**
	 * Seconds to wait after the n-th failed attempt: a minute, doubling up to an hour. The
	 * `vigil_moderation_retry_delay` filter may change it (a site with its own cron, a test).
	 *
	 * @param int $attempts Failed attempts so far.
	 * @return int
	 */
	public static function backoff_seconds( $attempts ) {
		$wait = (int) min( self::BACKOFF_FIRST_SECONDS * pow( 2, max( 0, $attempts - 1 ) ), self::BACKOFF_MAX_SECONDS );
		/**
		 * Filters the seconds before a failed submission is sent again.
		 *
		 * @param int $wait     Seconds: 60 after the first failure, doubling up to 3600.
		 * @param int $attempts Failed attempts so far.
		 */
		return max( 1, (int) apply_filters( 'vigil_moderation_retry_delay', $wait, (int) $attempts ) );
	}

	/**
	 * The cron event: sends every entry that is due, keeps the rest. Each send can take seconds,
	 * and a visitor's request may queue or replace entries meanwhile, so the queue is read again
	 * after each send and only that entry is changed, and only if it is still the one sent: a
	 * comment queued in the meantime is never written over.
	 */
	public static function retry_pending() {
		$now = time();
		foreach ( self::pending() as $key => $item ) {
			if ( $item['next_at'] > $now ) {
				continue;
			}
			$sent    = self::send( $item );
			$pending = self::pending();
			if ( ! isset( $pending[ $key ] ) || $pending[ $key ] !== $item ) {
				continue;
			}
			if ( $sent ) {
				unset( $pending[ $key ] );
			} else {
				++$item['attempts'];
				$item['next_at'] = $now + self::backoff_seconds( $item['attempts'] );
				$pending[ $key ] = $item;
			}
			update_option( Vigil_Options::PENDING, $pending, false );
		}
		self::schedule( self::pending() );
	}

	/**
	 * Schedules the cron event for the earliest due entry.
	 *
	 * @param array $pending The queue.
	 */
	private static function schedule( array $pending ) {
		wp_clear_scheduled_hook( self::CRON_HOOK );
		if ( empty( $pending ) ) {
			return;
		}
		$next = min( wp_list_pluck( $pending, 'next_at' ) );
		wp_schedule_single_event( max( (int) $next, time() + 1 ), self::CRON_HOOK );
	}

	/**
	 * The retry queue.
	 *
	 * @return array<string,array>
	 */
	public static function pending() {
		$pending = get_option( Vigil_Options::PENDING, array() );
		return is_array( $pending ) ? $pending : array();
	}

	/**
	 * Drops an entry (a newer version is being sent).
	 *
	 * @param string $key Entry key.
	 */
	private static function drop_pending( $key ) {
		$pending = self::pending();
		if ( isset( $pending[ $key ] ) ) {
			unset( $pending[ $key ] );
			update_option( Vigil_Options::PENDING, $pending, false );
		}
	}

	/**
	 * Comment or post meta.
	 *
	 * @param string $kind 'comment' or 'post'.
	 * @param int    $id   Object id.
	 * @param string $key  Meta key.
	 * @return string
	 */
	public static function get_meta( $kind, $id, $key ) {
		return 'post' === $kind ? (string) get_post_meta( $id, $key, true ) : (string) get_comment_meta( $id, $key, true );
	}

	/**
	 * Sets comment or post meta.
	 *
	 * @param string $kind  'comment' or 'post'.
	 * @param int    $id    Object id.
	 * @param string $key   Meta key.
	 * @param string $value Value.
	 */
	public static function set_meta( $kind, $id, $key, $value ) {
		if ( 'post' === $kind ) {
			update_post_meta( $id, $key, $value );
		} else {
			update_comment_meta( $id, $key, $value );
		}
	}
}
